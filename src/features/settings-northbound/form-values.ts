import { northboundSchema, type NorthboundConfig, type NorthboundInput } from '@/contract/api/northbound';

/** What the form holds: text as typed, flags as booleans. */
export interface NorthboundForm {
  enabled: boolean;
  realtimeCycle: string;
  profitCycle: string;
  alarmCycle: string;
  mqttAddress: string;
  username: string;
  password: string;
  clearPassword: boolean;
  clientId: string;
  topic: string;
  compression: boolean;
  tenantId: string;
  controlPermission: boolean;
}

export type FormErrors = Partial<Record<keyof NorthboundForm, string>>;

export function toForm(c: NorthboundConfig): NorthboundForm {
  return {
    enabled: c.enabled === 1,
    realtimeCycle: String(c.realtimeCycle),
    profitCycle: String(c.profitCycle),
    alarmCycle: String(c.alarmCycle),
    mqttAddress: c.mqttAddress,
    username: c.username,
    password: '',
    clearPassword: false,
    clientId: c.clientId,
    topic: c.topic,
    compression: c.compression === 1,
    tenantId: c.tenantId,
    controlPermission: c.controlPermission === 1,
  };
}

const num = (text: string) => (text.trim() === '' ? NaN : Number(text));
const flag = (b: boolean) => (b ? 1 : 0);

/** Checks the form with the schema the station uses; error values are `northbound:errors.<code>` codes. */
export function parseForm(
  f: NorthboundForm,
): { ok: true; value: NorthboundInput } | { ok: false; errors: FormErrors } {
  const parsed = northboundSchema.safeParse({
    enabled: flag(f.enabled),
    realtimeCycle: num(f.realtimeCycle),
    profitCycle: num(f.profitCycle),
    alarmCycle: num(f.alarmCycle),
    mqttAddress: f.mqttAddress,
    username: f.username,
    ...(f.password ? { password: f.password } : {}),
    ...(f.clearPassword ? { clearPassword: true } : {}),
    clientId: f.clientId,
    topic: f.topic,
    compression: flag(f.compression),
    tenantId: f.tenantId,
    controlPermission: flag(f.controlPermission),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof NorthboundForm;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
