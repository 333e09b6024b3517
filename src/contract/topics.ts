/**
 * Real-time topic names (ARCHITECTURE.md §4). The simulator publishes on these and the console
 * subscribes to them; nothing else builds a topic string.
 */
const root = (site: string) => `iot/${site}`;

export const topics = {
  /** Station overview: {@link StationRealtime}, JSON, 1 Hz. */
  station: (site: string) => `${root(site)}/station/realData`,
  /** One cluster with racks and cells: {@link ClusterRealtime}, zlib-compressed JSON, 1 Hz. */
  cluster: (site: string, clusterNo: number) => `${root(site)}/bms/clusterAndRackListData/${clusterNo}`,
  /** Filter matching every cluster topic of a site. */
  allClusters: (site: string) => `${root(site)}/bms/clusterAndRackListData/+`,
  /** PCS units: {@link PcsRealtime}, JSON. */
  pcs: (site: string) => `${root(site)}/pcs/realData`,
  /** Grid and load: {@link GridRealtime}, JSON. */
  grid: (site: string) => `${root(site)}/grid/realData`,
  /** Photovoltaic: {@link PvRealtime}, JSON. */
  pv: (site: string) => `${root(site)}/pv/realData`,
  /** Diesel generators: {@link GeneratorRealtime}, JSON. */
  generator: (site: string) => `${root(site)}/fdj/realData`,
  /** Charging piles: {@link ChargingPileRealtime}, JSON. */
  chargingPiles: (site: string) => `${root(site)}/chargingPile/realData`,
  /** One container's environment cards: {@link EnvRealtime}, zlib-compressed JSON. */
  env: (site: string, containerNo: number) => `${root(site)}/env/customerEnvTemplateData/${containerNo}`,
  /** Filter matching every environment topic of a site. */
  allEnv: (site: string) => `${root(site)}/env/customerEnvTemplateData/+`,
  /** Configured devices and gateways with their health (issue 27): {@link DevicesRealtime}, JSON. */
  devices: (site: string) => `${root(site)}/device/realData`,
  /** Active alarms for the global popup and alarmSys: {@link AlarmRealtime}, JSON. */
  alarm: (site: string) => `${root(site)}/alarm/realtime`,
} as const;

/** Topics whose payload is zlib/gzip (binary or base64 text) rather than plain JSON (spec §7). */
export function isCompressedTopic(topic: string): boolean {
  return topic.includes('clusterAndRackListData') || topic.includes('customerEnvTemplateData');
}

/** MQTT filter matching with `+` (one level) and `#` (rest, last level only). */
export function topicMatches(filter: string, topic: string): boolean {
  if (filter === topic) return true;
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return i === f.length - 1;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}
