import type { RequestContext } from './router';

/** A named parameter from the JSON/form body or, failing that, the query (BladeX sends both ways). */
export function param(ctx: RequestContext, name: string): string | undefined {
  const body = ctx.body;
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string') return value;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
  return ctx.query.get(name) ?? undefined;
}

/** The body as a plain object ({} when absent or not an object). */
export function bodyObject(ctx: RequestContext): Record<string, unknown> {
  const body = ctx.body;
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
