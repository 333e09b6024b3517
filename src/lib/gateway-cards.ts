import type { DevicesRealtime } from '../contract/api/devices';

/** A silent device as a gateway card names it. */
export interface SilentDevice {
  id: string;
  name: string;
  commErrors: number;
  lastSeen: number | null;
}

/**
 * What one gateway's card shows apart from its own last-seen time, which ticks with every message
 * and travels apart (gatewaySeen): the cards change only when a gateway or device goes silent or
 * comes back, or a silent device misses another report.
 */
export interface GatewayCard {
  id: string;
  name: string;
  online: boolean;
  /** Devices bound to the gateway, and those reporting. */
  count: number;
  reporting: number;
  silent: SilentDevice[];
}

/**
 * Every gateway's card from one devices message, the devices grouped by gateway in one pass; null
 * before the first message. A devices reading (devicesReader 'gateways'): the worker reduces the
 * topic to it, and the page receives it only when it changed (issue 34: settings/devices took
 * every device with its readings each second and walked them on the main thread).
 */
export function gatewayCards(live: DevicesRealtime | undefined): GatewayCard[] | null {
  if (!live) return null;
  const byGateway = new Map<string, GatewayCard>();
  const cards = live.gateways.map((g) => {
    const card: GatewayCard = {
      id: g.id,
      name: g.name,
      online: g.online,
      count: 0,
      reporting: 0,
      silent: [],
    };
    byGateway.set(g.id, card);
    return card;
  });
  for (const d of live.devices) {
    const card = byGateway.get(d.gatewayId);
    if (!card) continue;
    card.count++;
    if (d.online) card.reporting++;
    else card.silent.push({ id: d.id, name: d.name, commErrors: d.commErrors, lastSeen: d.lastSeen });
  }
  return cards;
}

/** Each gateway's last-seen time by id, to the second the card shows (null: never seen). */
export type GatewaySeen = Record<string, number | null>;

/**
 * The gateways' last-seen times to the shown second (devicesReader 'gatewaySeen'): a message
 * within the same second changes nothing, so nothing crosses to the page for it.
 */
export function gatewaySeen(live: DevicesRealtime | undefined): GatewaySeen {
  const out: GatewaySeen = {};
  for (const g of live?.gateways ?? [])
    out[g.id] = g.lastSeen === null ? null : Math.floor(g.lastSeen / 1000) * 1000;
  return out;
}

/** Whether two cards show the same text (a memoised card renders only when this is false). */
export function sameGatewayCard(a: GatewayCard, b: GatewayCard): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id ||
    a.name !== b.name ||
    a.online !== b.online ||
    a.count !== b.count ||
    a.reporting !== b.reporting ||
    a.silent.length !== b.silent.length
  )
    return false;
  return a.silent.every((s, i) => {
    const o = b.silent[i];
    return s.id === o.id && s.name === o.name && s.commErrors === o.commErrors && s.lastSeen === o.lastSeen;
  });
}
