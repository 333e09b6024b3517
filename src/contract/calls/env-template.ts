import { spec, type CallRow } from './row';

/** `environmentTemplate/*` (issue 27): src/api/env-template.ts; payloads in src/contract/api/env-template.ts. */
const et = (method: 'GET' | 'POST', path: string) =>
  spec(method, `environmentTemplate/${path}`, '§7 Control');

/** Environment card templates, their devices, their data and device control (spec §7 Control). */
export const ENV_TEMPLATE_CALLS: CallRow[] = [
  et('GET', 'list'),
  et('POST', 'save'),
  et('POST', 'delete'),
  et('POST', 'clone'),
  et('GET', 'export'),
  et('GET', 'device/select'),
  et('GET', 'device/unselect'),
  et('POST', 'device/save'),
  et('GET', 'deviceTemplate'),
  et('GET', 'dataByTemplate'),
  et('POST', 'deviceControl'),
];
