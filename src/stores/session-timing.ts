/** Refresh this long before expiry: 10 % of the lifetime, between 10 s and 5 min, at most half of it. */
export function refreshLeadMs(lifetimeMs: number): number {
  return Math.min(300_000, Math.max(10_000, lifetimeMs * 0.1), lifetimeMs / 2);
}

/** Delay until the refresh call, from the expiry time and the token's lifetime. */
export function refreshDelayMs(expiresAt: number, lifetimeMs: number, now: number): number {
  return Math.max(0, expiresAt - refreshLeadMs(lifetimeMs) - now);
}

/** Spec §9: logged out after `minutes` idle; 0 never. */
export function isIdleExpired(lastActivityAt: number, now: number, minutes: number): boolean {
  return minutes > 0 && now - lastActivityAt >= minutes * 60_000;
}
