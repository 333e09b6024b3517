import type { DevicesRealtime } from '@/contract/api/devices';

/** A silent device as a gateway card names it. */
export interface SilentDevice {
  id: string;
  name: string;
  commErrors: number;
  lastSeen: number | null;
}

/** What one gateway's card shows. */
export interface GatewayCard {
  id: string;
  name: string;
  online: boolean;
  lastSeen: number | null;
  /** Devices bound to the gateway, and those reporting. */
  count: number;
  reporting: number;
  silent: SilentDevice[];
}

/**
 * Every gateway's card from one devices message: the devices are grouped by gateway in one pass
 * (not one pass over every device per gateway: issue 34's settings/devices page walked the
 * station's devices once per gateway with every 1 Hz message).
 */
export function gatewayCards(live: DevicesRealtime): GatewayCard[] {
  const byGateway = new Map<string, GatewayCard>();
  const cards = live.gateways.map((g) => {
    const card: GatewayCard = {
      id: g.id,
      name: g.name,
      online: g.online,
      lastSeen: g.lastSeen,
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

/** A time as the card shows it (to the second); null stays null. */
const shownSecond = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

/**
 * Whether two cards show the same text: times compared to the shown second, so a message that
 * moves nothing a card shows renders no card.
 */
export function sameGatewayCard(a: GatewayCard, b: GatewayCard): boolean {
  return sameCard(a, b, true);
}

/**
 * Whether two card lists show the same text apart from the gateways' own last-seen times, which
 * tick with every message and are written without React (useGatewaySeenWriter): a message that
 * only moves those renders nothing (issue 34: every gateway card rendered with every message).
 */
export function sameCardsButSeen(a: GatewayCard[] | null, b: GatewayCard[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((g, i) => sameCard(g, b[i], false));
}

/** One card's sameCardsButSeen. */
export function sameCardButSeen(a: GatewayCard, b: GatewayCard): boolean {
  return sameCard(a, b, false);
}

function sameCard(a: GatewayCard, b: GatewayCard, seen: boolean): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id ||
    a.name !== b.name ||
    a.online !== b.online ||
    (seen && shownSecond(a.lastSeen) !== shownSecond(b.lastSeen)) ||
    a.count !== b.count ||
    a.reporting !== b.reporting ||
    a.silent.length !== b.silent.length
  )
    return false;
  return a.silent.every((s, i) => {
    const o = b.silent[i];
    return (
      s.id === o.id &&
      s.name === o.name &&
      s.commErrors === o.commErrors &&
      shownSecond(s.lastSeen) === shownSecond(o.lastSeen)
    );
  });
}
