/**
 * Kiosk mode URL (wall screens): `?kiosk=1&lang=en&theme=large&rotate=mainSys,powerSys:30`.
 * Pure: parsed at start by the shell, built by the kiosk settings section.
 */
export interface KioskOptions {
  language?: 'zh' | 'en';
  /** A skin id: dark, light or screen (`large` in the URL). */
  theme?: 'dark' | 'light' | 'screen';
  /** Child pages to rotate through, in order; empty = stay on one page. */
  pages: string[];
  /** Seconds per page. */
  seconds: number;
}

export const DEFAULT_ROTATE_SECONDS = 60;
export const MIN_ROTATE_SECONDS = 10;
export const MAX_ROTATE_SECONDS = 3600;

/** Pages worth showing on a wall screen, offered by the settings section. */
export const KIOSK_PAGE_CHOICES = [
  'mainSys',
  'powerSys',
  'alarmSys',
  'pvSys',
  'electricSys',
  'energySys',
  'chargingPileSys',
  'fdjSys',
  'chartSys',
  'historySys',
] as const;

const THEMES: Record<string, KioskOptions['theme']> = {
  dark: 'dark',
  light: 'light',
  large: 'screen',
  screen: 'screen',
};

/** The kiosk options of a query string, or null when it does not ask for kiosk mode. */
export function parseKioskParams(search: string): KioskOptions | null {
  const q = new URLSearchParams(search);
  const flag = q.get('kiosk');
  if (flag !== '1' && flag !== 'true') return null;
  const lang = q.get('lang');
  const theme = THEMES[q.get('theme') ?? ''];
  const [list = '', secondsText] = (q.get('rotate') ?? '').split(':');
  const pages = [
    ...new Set(
      list
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[A-Za-z]+$/.test(p)),
    ),
  ];
  const n = Number(secondsText);
  const seconds =
    Number.isFinite(n) && secondsText
      ? Math.min(MAX_ROTATE_SECONDS, Math.max(MIN_ROTATE_SECONDS, Math.round(n)))
      : DEFAULT_ROTATE_SECONDS;
  return {
    language: lang === 'zh' || lang === 'en' ? lang : undefined,
    theme,
    pages,
    seconds,
  };
}

/** The kiosk URL for `origin`, opening the first page of the rotation (or mainSys). */
export function buildKioskUrl(origin: string, o: KioskOptions): string {
  const q = new URLSearchParams({ kiosk: '1' });
  if (o.language) q.set('lang', o.language);
  if (o.theme) q.set('theme', o.theme === 'screen' ? 'large' : o.theme);
  if (o.pages.length > 1) q.set('rotate', `${o.pages.join(',')}:${o.seconds}`);
  // Keep the separators readable: the URL is typed into wall-screen browsers by hand.
  const query = q.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
  return `${origin}/index/${o.pages[0] ?? 'mainSys'}?${query}`;
}
