/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I, 9/g, q, ...). */
export const RANDOM_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';

/** A random string of `length` characters (default 8) from the restricted alphabet. */
export function randomString(length = 8, alphabet = RANDOM_ALPHABET): string {
  const count = Math.max(0, Math.trunc(length));
  const values = new Uint32Array(count);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (v) => alphabet[v % alphabet.length]).join('');
}
