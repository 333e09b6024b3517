/** Query values as the BladeX backend expects them; null/undefined/'' are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
/** Any object of QueryValue fields (contract query interfaces fit without an index signature). */
export type Query = object;

/** Arrays travel comma-joined (`ids=1,2,3`), as BladeX list parameters do. */
export function appendQuery(url: URL, query: Query | undefined): URL {
  if (!query) return url;
  for (const [key, value] of Object.entries(query) as Array<[string, QueryValue]>) {
    if (value === null || value === undefined || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url;
}

/** `/api/` + path (leading slash ignored), absolute against the page's origin. */
export function apiUrl(apiBase: string, path: string, query?: Query): URL {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  return appendQuery(new URL(base + path.replace(/^\/+/, ''), origin), query);
}
