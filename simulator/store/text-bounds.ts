/*
 * Upper bounds of the free text the simulator stores from a request (issue 33: ten anonymous
 * token calls with 5 MB user names grew the database by 160 MB). Every writer of the operation
 * log and of the failed-login table goes through clip(), so no column grows with its input.
 */

/** Characters kept per stored column (accounts are at most 32 by the user rules). */
export const TEXT_BOUNDS = {
  account: 64,
  userId: 64,
  method: 16,
  path: 256,
  params: 1000,
  msg: 500,
  ip: 64,
  site: 32,
} as const;

/** `text` cut to `max` characters (an ellipsis marks the cut; a surrogate pair is never split). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
