/** An answer's body: parsed JSON; the text itself when it is not JSON; null when empty. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
