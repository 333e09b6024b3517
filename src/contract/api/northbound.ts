import { z } from 'zod';
import { wireArray, wireBool, wireNum, wireNumLiteral, wireStr, wireStrOrNull } from '../wire';

/*
 * Northbound interface (spec §3 "northbound config", §6 "Northbound control permission"; §7
 * `GET config/getThreadMqttConfig`, `POST config/updateThreadMqttConfig`, `GET config/restartOpenapi`).
 * The station publishes its real-time, profit and alarm data to a third party's MQTT broker at the
 * configured cycles; the message format is in README "Northbound interface".
 *
 * - `GET config/getThreadMqttConfig` → NorthboundState: the configuration (the password never in
 *   clear: `passwordSet` only), and, from this simulator, the link state and a preview of one
 *   message of each kind. A backend that reports no `link`/`preview` shows the form alone.
 * - `POST config/updateThreadMqttConfig` JSON NorthboundInput → NorthboundState. It is stored and
 *   applies when the interface restarts (`config/restartOpenapi`, spec §4: 3–5 minutes).
 */

/** Cycles are whole seconds in this range. */
const CYCLE_LIMITS = { min: 1, max: 86_400 } as const;

/** `mqtt://host:port`, `tcp://host:port`, `mqtts://host:port` or `host:port`; port 1–65535. */
export function parseBrokerAddress(
  text: string,
): { protocol: 'mqtt' | 'mqtts'; host: string; port: number } | null {
  const m = /^(?:(mqtt|tcp|mqtts|ssl):\/\/)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):(\d{1,5})$/.exec(text.trim());
  if (!m) return null;
  const port = Number(m[3]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) return null;
  return { protocol: m[1] === 'mqtts' || m[1] === 'ssl' ? 'mqtts' : 'mqtt', host: m[2], port };
}

/** A topic the station publishes under: no wildcards, no empty level, no leading '/'. */
const isValidBaseTopic = (t: string): boolean =>
  t.length > 0 &&
  t.length <= 128 &&
  !/[#+\s]/.test(t) &&
  !t.startsWith('/') &&
  !t.endsWith('/') &&
  !t.includes('//');

const cycle = z
  .number({ error: 'cycleInvalid' })
  .int('cycleInvalid')
  .min(CYCLE_LIMITS.min, 'cycleInvalid')
  .max(CYCLE_LIMITS.max, 'cycleInvalid');
const flag = z.union([z.literal(0), z.literal(1)], { error: 'flagInvalid' });

/** The editable configuration (issue codes: `northbound:errors.<code>` in the console). */
export const northboundSchema = z.object({
  enabled: flag,
  realtimeCycle: cycle,
  profitCycle: cycle,
  alarmCycle: cycle,
  mqttAddress: z
    .string()
    .trim()
    .refine((v) => parseBrokerAddress(v) !== null, 'addressInvalid'),
  username: z.string().trim().max(64, 'tooLong'),
  /** Absent or '' keeps the stored password; `clearPassword` removes it. */
  password: z.string().max(128, 'tooLong').optional(),
  clearPassword: z.boolean().optional(),
  clientId: z
    .string()
    .trim()
    .min(1, 'clientIdRequired')
    .max(64, 'tooLong')
    .regex(/^[\w.-]+$/, 'clientIdInvalid'),
  topic: z.string().trim().refine(isValidBaseTopic, 'topicInvalid'),
  compression: flag,
  tenantId: z.string().trim().max(32, 'tooLong'),
  controlPermission: flag,
});

/** JSON body of `POST config/updateThreadMqttConfig`. */
export type NorthboundInput = z.infer<typeof northboundSchema>;

/** The stored configuration as answered: the password only as set / not set. */
export type NorthboundConfig = Omit<NorthboundInput, 'password' | 'clearPassword'> & { passwordSet: boolean };

/** The link to the third party's broker, as the station sees it. */
export interface NorthboundLink {
  /**
   * `off` (disabled), `connecting`, `connected`, `error` (last attempt failed; it retries),
   * `restarting` (config/restartOpenapi: disconnected until `restartUntil`, then it connects with
   * the saved configuration).
   */
  state: 'off' | 'connecting' | 'connected' | 'error' | 'restarting';
  /** Station time at which a restart ends (the client reconnects), null when not restarting. */
  restartUntil: string | null;
  /** Station time of the last publish, null before the first. */
  lastPublishAt: string | null;
  /** Messages and bytes (as sent, compressed or not) in the last hour of station time. */
  messagesPerHour: number;
  bytesPerHour: number;
  /** The broker's or the network's last error, '' when none (e.g. `Connection refused: Not authorized`). */
  lastError: string;
  /** Station time of `lastError`. */
  lastErrorAt: string | null;
  /** The configuration in force (applied at the last restart) differs from the saved one. */
  restartPending: boolean;
}

/** How long a restart keeps the interface down, in station-clock seconds (spec §4: 3–5 minutes). */
export const NORTHBOUND_RESTART_SECONDS = 180;

/** Kinds of northbound message; topic `<topic>/<kind>/<site>` (README "Northbound interface"). */
export const NORTHBOUND_KINDS = ['realtime', 'profit', 'alarm'] as const;
export type NorthboundKind = (typeof NORTHBOUND_KINDS)[number];

/** One message as it would be sent now. */
export interface NorthboundPreview {
  kind: NorthboundKind;
  topic: string;
  /** The JSON text (before compression). */
  json: string;
  rawBytes: number;
  /** Size after zlib (deflate) compression. */
  compressedBytes: number;
}

/** `data` of `GET config/getThreadMqttConfig` and of the update. */
export interface NorthboundState {
  config: NorthboundConfig;
  link?: NorthboundLink;
  preview?: NorthboundPreview[];
}

/*
 * The state as a real backend may send it (numbers and flags as text, null or missing lists, extra
 * fields): src/api/northbound.ts reads the answers with this schema.
 */
const wireFlag = wireNumLiteral([0, 1]);
export const northboundStateSchema: z.ZodType<NorthboundState> = z.object({
  config: z.object({
    enabled: wireFlag,
    realtimeCycle: wireNum,
    profitCycle: wireNum,
    alarmCycle: wireNum,
    mqttAddress: wireStr,
    username: wireStr,
    passwordSet: wireBool,
    clientId: wireStr,
    topic: wireStr,
    compression: wireFlag,
    tenantId: wireStr,
    controlPermission: wireFlag,
  }),
  link: z
    .object({
      state: z.enum(['off', 'connecting', 'connected', 'error', 'restarting']),
      restartUntil: wireStrOrNull,
      lastPublishAt: wireStrOrNull,
      messagesPerHour: wireNum,
      bytesPerHour: wireNum,
      lastError: wireStr,
      lastErrorAt: wireStrOrNull,
      restartPending: wireBool,
    })
    .optional(),
  preview: wireArray(
    z.object({
      kind: z.enum(NORTHBOUND_KINDS),
      topic: wireStr,
      json: wireStr,
      rawBytes: wireNum,
      compressedBytes: wireNum,
    }),
  ).optional(),
});

/** The defaults of a station never configured. */
export const NORTHBOUND_DEFAULTS: NorthboundConfig = {
  enabled: 0,
  realtimeCycle: 10,
  profitCycle: 300,
  alarmCycle: 60,
  mqttAddress: 'mqtt://127.0.0.1:1883',
  username: '',
  passwordSet: false,
  clientId: 'station-console',
  topic: 'ems/station',
  compression: 0,
  tenantId: '000000',
  controlPermission: 0,
};

/** A write received on `<topic>/control` (control permission on), answered on `<topic>/control/reply`. */
export interface NorthboundWrite {
  id: string;
  site?: string;
  point: string;
  value: number;
}

/** The answer to a NorthboundWrite. */
export interface NorthboundWriteReply {
  id: string;
  ok: boolean;
  /** Why it was refused, '' when ok. */
  error: string;
}

/** Points a northbound write may set (control permission on); anything else is refused. */
export const NORTHBOUND_WRITABLE = {
  'storage.manualKw': 'manual storage power, kW (positive discharge), applied in manual mode',
  'storage.socUpper': 'SOC upper limit, % (50–100)',
  'storage.socLower': 'SOC lower limit, % (0–50)',
} as const;
