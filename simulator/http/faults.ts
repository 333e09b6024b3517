/** One injected API fault: calls whose path (after /api/) starts with `match` are delayed and/or fail. */
export interface ApiFaultRule {
  /** Path prefix after /api/, e.g. 'user/' or 'devicegroup/selectSys'; '' or '*' matches every call. */
  match: string;
  delayMs: number;
  /** HTTP status and R code to answer with; 0 drops the connection (a network failure); null passes. */
  failCode: number | null;
  /** Calls left to affect; null = until cleared. */
  remaining: number | null;
  /** Only this exact path (no prefix match), e.g. 'config/version' but not 'config/versions'. */
  exact?: boolean;
  /** Only calls of this method ('GET', 'POST', ...); any method when absent. */
  method?: string;
}

/** Narrows a fail rule to one path and/or one method (a page's GET answered code 404, say). */
export interface FaultScope {
  exact?: boolean;
  method?: string;
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
  fail(match: string, code: number, times: number | null = null, scope: FaultScope = {}): void {
    this.#rules.push({
      match: normalise(match),
      delayMs: 0,
      failCode: code,
      remaining: times,
      ...(scope.exact ? { exact: true } : {}),
      ...(scope.method ? { method: scope.method.toUpperCase() } : {}),
    });
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

  /** The combined effect on a `method` call to `path`, consuming counted rules. */
  take(path: string, method = 'GET'): FaultEffect {
    const effect: FaultEffect = { delayMs: 0, failCode: null };
    if (path.startsWith('__sim/')) return effect;
    for (const rule of this.#rules) {
      if (rule.exact ? path !== rule.match : !path.startsWith(rule.match)) continue;
      if (rule.method && rule.method !== method.toUpperCase()) continue;
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
