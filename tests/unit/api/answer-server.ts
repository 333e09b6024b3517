import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@/stores/runtime-config';

/*
 * A small local station for the API modules' tests: the real http client calls it, and it answers
 * each path with the `data` the test sets (a BladeX envelope), or code 404 with null data as a
 * real backend does for a path it does not have.
 */
export interface AnswerServer {
  /**
   * The next answers' data per path (without /api/); `bare`: the data is the whole body (the
   * token answer, which is not enveloped).
   */
  answer(path: string, data: unknown, bare?: boolean): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startAnswerServer(): Promise<AnswerServer> {
  let routes = new Map<string, { data: unknown; bare: boolean }>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api\//, '');
    const route = routes.get(path);
    res.writeHead(route ? 200 : 404, { 'content-type': 'application/json' });
    const body = route
      ? route.bare
        ? route.data
        : { code: 200, success: true, data: route.data ?? null, msg: 'ok' }
      : { code: 404, success: false, data: null, msg: 'Not Found' };
    res.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api/` });
  return {
    answer: (path, data, bare = false) => void routes.set(path, { data, bare }),
    clear: () => {
      routes = new Map();
    },
    close: async () => {
      setRuntimeConfig({});
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
