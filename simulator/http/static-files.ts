import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** Vite's content-hashed file names (name-[hash].ext) may be cached forever. */
export const isHashedAsset = (file: string): boolean =>
  /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path.basename(file));

export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Station console</title>
<p>The console has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>
<p>控制台尚未构建。请先运行 <code>npm run build</code>（或 <code>npm start</code>），然后刷新页面。</p>\n`;

/** Serves the built console from `distDir` with an SPA fallback to index.html. */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  const send = (req: IncomingMessage, res: ServerResponse, file: string, stat: fs.Stats): void => {
    const type = mimeType(file);
    const isIndex = path.basename(file) === 'index.html';
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': isIndex || !isHashedAsset(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'Last-Modified': stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    // A file the browser holds unchanged is answered 304 without a body, as a web server does:
    // the browser revalidates the favicon at every same-document navigation, and a full answer
    // made it decode the image again each time (issue 28's range changes, the bench).
    const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
    if (Number.isFinite(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since) {
      const { 'Content-Type': _type, ...kept } = headers;
      res.writeHead(304, kept);
      res.end();
      return;
    }
    let body: Buffer = fs.readFileSync(file);
    if (
      COMPRESSIBLE.test(type) &&
      body.length > 1024 &&
      /\bgzip\b/.test(String(req.headers['accept-encoding']))
    ) {
      const cached = gzipCache.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs) body = cached.body;
      else {
        body = gzipSync(body);
        gzipCache.set(file, { mtimeMs: stat.mtimeMs, body });
      }
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const statFile = (file: string): fs.Stats | null => {
    try {
      const stat = fs.statSync(file);
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  };

  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      res.end('Method not allowed\n');
      return;
    }
    const index = path.join(root, 'index.html');
    const indexStat = statFile(index);
    if (!indexStat) {
      res.writeHead(pathname === '/' || !path.extname(pathname) ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(NOT_BUILT);
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = pathname;
    }
    const file = path.join(root, path.normalize(decoded));
    const inside = file === root || file.startsWith(root + path.sep);
    const stat = inside ? statFile(file) : null;
    if (stat) return send(req, res, file, stat);
    if (inside && path.extname(decoded) !== '' && !decoded.endsWith('.html')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return;
    }
    send(req, res, index, indexStat);
  };
}
