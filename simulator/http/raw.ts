/** A non-enveloped JSON answer with its own HTTP status (the BladeX token call). */
export interface RawResult {
  readonly kind: 'raw';
  status: number;
  body: unknown;
}

export function rawResult(status: number, body: unknown): RawResult {
  return { kind: 'raw', status, body };
}

export function isRawResult(value: unknown): value is RawResult {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'raw';
}
