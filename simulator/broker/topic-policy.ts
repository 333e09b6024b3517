/*
 * Who may do what on the broker (issue 18 point 2). The console's login is public (it is in
 * /config.json), so it may only read the station's topics; the station's own publisher has a
 * separate identity and is the only client that may publish them. The simulator publishes its own
 * data in-process, which needs no permission. README "Deploying" carries the same rules as a
 * Mosquitto ACL file (deploy/mosquitto/acl), and an interop test holds both brokers to them.
 */

/** The identities the broker knows. */
export type BrokerRole = 'console' | 'publisher';

/** The station's topics: everything under `iot/` (src/contract/topics.ts). */
const STATION_ROOT = 'iot';

/** A subscription filter inside the station's topics (`iot/#`, `iot/+/station/realData`, ...). */
export function maySubscribe(_role: BrokerRole, filter: string): boolean {
  const levels = filter.split('/');
  return levels[0] === STATION_ROOT && levels.length > 1 && !filter.includes('\u0000');
}

/** Only the station's publisher publishes, and only on a concrete station topic. */
export function mayPublish(role: BrokerRole, topic: string): boolean {
  return (
    role === 'publisher' &&
    topic.split('/')[0] === STATION_ROOT &&
    !/[+#]/.test(topic) &&
    !topic.includes('\u0000')
  );
}
