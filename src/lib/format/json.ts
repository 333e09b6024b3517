/** Parses a JSON string into an object; null unless it parses to a non-null object (spec §5). */
export function parseJsonObject(text: unknown): Record<string, unknown> | unknown[] | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True only for a JSON string that parses to a non-null object. */
export function isJsonObjectString(text: unknown): boolean {
  return parseJsonObject(text) !== null;
}
