/** One injected API fault: calls whose path (after /api/) starts with `match` are delayed and/or fail. */
export interface ApiFaultRule {
  /** Path prefix after /api/, e.g. 'user/' or 'devicegroup/selectSys'; '' or '*' matches every call. */
  match: string;
  delayMs: number;
  /** HTTP status and R code to answer with; 0 drops the connection (a network failure); null passes. */
  failCode: number | null;
  /** Calls left to affect; null = until cleared. */
  remaining: number | null;
}

/** What the dispatcher should do to one call. */
export interface FaultEffect {
  delayMs: number;
  failCode: number | null;
}

/** Injected API faults (only reachable with testHooks). Hook paths (__sim/*) are never affected. */
export class ApiFaults {
  #rules: ApiFaultRule[] = [];
  #token502 = 0;

  /** Delays matching calls by `delayMs`. */
  slow(match: string, delayMs: number, times: number | null = null): void {
    this.#rules.push({ match: normalise(match), delayMs, failCode: null, remaining: times });
  }

  /** Makes matching calls fail with `code` (HTTP status and R code; 0 = drop the connection). */
  fail(match: string, code: number, times: number | null = null): void {
    this.#rules.push({ match: normalise(match), delayMs: 0, failCode: code, remaining: times });
  }

  /** Makes the next `times` token calls answer HTTP 502 (the console reloads on it). */
  token502(times = 1): void {
    this.#token502 += times;
  }

  clear(): void {
    this.#rules = [];
    this.#token502 = 0;
  }

  rules(): readonly ApiFaultRule[] {
    return this.#rules;
  }

  /** The combined effect on a call to `path`, consuming counted rules. */
  take(path: string): FaultEffect {
    const effect: FaultEffect = { delayMs: 0, failCode: null };
    if (path.startsWith('__sim/')) return effect;
    for (const rule of this.#rules) {
      if (!path.startsWith(rule.match)) continue;
      effect.delayMs = Math.max(effect.delayMs, rule.delayMs);
      if (rule.failCode !== null && effect.failCode === null) effect.failCode = rule.failCode;
      if (rule.remaining !== null) rule.remaining -= 1;
    }
    this.#rules = this.#rules.filter((r) => r.remaining === null || r.remaining > 0);
    return effect;
  }

  takeToken502(): boolean {
    if (this.#token502 === 0) return false;
    this.#token502 -= 1;
    return true;
  }
}

const normalise = (match: string): string => (match === '*' ? '' : match.replace(/^\/?(api\/)?/, ''));
