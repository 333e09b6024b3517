/** The parts of an MQTT.js packet the byte counter looks at. */
export interface PacketLike {
  cmd: string;
  /** Remaining length, set by the parser on received packets. */
  length?: number;
  topic?: string;
  payload?: unknown;
  qos?: number;
  clientId?: string;
  username?: string;
  password?: unknown;
  subscriptions?: Array<{ topic: string }>;
  unsubscriptions?: string[];
}

const utf8 = new TextEncoder();

function byteLength(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string') return utf8.encode(value).length;
  if (value instanceof Uint8Array) return value.length;
  return 0;
}

const str = (s: unknown) => (s === undefined ? 0 : 2 + byteLength(s));

/** Bytes of the variable header and payload of a packet we sent (MQTT 3.1.1 layout). */
function remainingLength(p: PacketLike): number {
  switch (p.cmd) {
    case 'connect':
      return 10 + str(p.clientId ?? '') + str(p.username) + str(p.password);
    case 'subscribe':
      return 2 + (p.subscriptions ?? []).reduce((n, s) => n + 2 + byteLength(s.topic) + 1, 0);
    case 'unsubscribe':
      return 2 + (p.unsubscriptions ?? []).reduce((n, t) => n + 2 + byteLength(t), 0);
    case 'publish':
      return str(p.topic ?? '') + (p.qos ? 2 : 0) + byteLength(p.payload);
    case 'puback':
    case 'pubrec':
    case 'pubrel':
    case 'pubcomp':
      return 2;
    default:
      return 0; // pingreq, disconnect
  }
}

/** Fixed header (1 byte + variable-length integer) plus the remaining length. */
export function packetBytes(p: PacketLike): number {
  const rest = typeof p.length === 'number' ? p.length : remainingLength(p);
  let lengthBytes = 1;
  for (let n = rest; n >= 128; n = Math.floor(n / 128)) lengthBytes++;
  return 1 + lengthBytes + rest;
}
