import { timingSafeEqual } from 'node:crypto';

/** True when `Authorization: Basic base64(clientId:clientSecret)` names this client. */
export function isClientAuthorised(
  header: string | undefined,
  clientId: string,
  clientSecret: string,
): boolean {
  const match = /^basic\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const expected = Buffer.from(`${clientId}:${clientSecret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
