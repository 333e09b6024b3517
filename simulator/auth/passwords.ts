import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

/** Lowercase md5 hex: the form in which BladeX clients send passwords (ARCHITECTURE.md §3). */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** True for a lowercase 32-digit hex string. */
export function isMd5Hex(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

function derive(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Salted scrypt hash of the md5 the client sent; stored as `scrypt$N$salt$hash`. */
export async function hashPassword(passwordMd5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passwordMd5, salt, COST);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time check of a client md5 against a stored hash. */
export async function verifyPassword(passwordMd5: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(passwordMd5, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
