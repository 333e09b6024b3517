/** The 17 child pages of /index (spec §2) in navigation order, plus the diagnostics page (More menu). */
export const CHILD_PAGES = [
  'mainSys',
  'powerSys',
  'pvSys',
  'electricSys',
  'alarmSys',
  'energySys',
  'operationSys',
  'strategySys',
  'chartSys',
  'historySys',
  'pvModeSys',
  'outageSys',
  'dataExportSys',
  'customChartSys',
  'deviceChooseSys',
  'chargingPileSys',
  'fdjSys',
  'diagnostics',
] as const;

export type ChildPage = (typeof CHILD_PAGES)[number];

/** The settings area lives beside the child pages at /index/settings[/<section>]. */
export const SETTINGS_SEGMENT = 'settings';

export function isChildPage(name: string): name is ChildPage {
  return (CHILD_PAGES as readonly string[]).includes(name);
}

/** powerSys → power-sys: the feature folder of a page. */
export function pageFolder(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
