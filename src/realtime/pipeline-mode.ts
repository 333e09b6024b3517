/** Where the real-time service runs: in its worker (default) or on the main thread (bench). */
export type PipelineMode = 'worker' | 'inline';

/** `localStorage['IOT-pipeline'] === 'inline'` or `?pipeline=inline` selects the inline mode. */
export function pipelineMode(
  search = globalThis.location?.search ?? '',
  stored?: string | null,
): PipelineMode {
  const fromUrl = new URLSearchParams(search).get('pipeline');
  if (fromUrl === 'inline' || fromUrl === 'worker') return fromUrl;
  let value = stored;
  if (value === undefined) {
    try {
      value = globalThis.localStorage?.getItem('IOT-pipeline') ?? null;
    } catch {
      value = null; // storage disabled
    }
  }
  return value === 'inline' ? 'inline' : 'worker';
}
