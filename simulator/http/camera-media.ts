import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContainerCamera } from '../../src/contract/api/containers';

/** Where the container camera's clip is served (simulator/assets/camera/README.md). */
export const CAMERA_MEDIA_PREFIX = '/sim-media/camera/';

const DIR = fileURLToPath(new URL('../assets/camera/', import.meta.url));

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * The camera clip of the simulated containers: a small HLS playlist and its fMP4 segments, one
 * plain MP4 file and a snapshot. Byte ranges are honoured, as a `<video>` element asks for them;
 * any other name answers 404 (the console's "stream unreachable" state).
 */
export function serveCameraMedia(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const name = pathname.slice(CAMERA_MEDIA_PREFIX.length);
  const type = TYPES[path.extname(name)];
  if (!/^[a-z0-9-]+\.[a-z0-9]+$/.test(name) || !type || !fs.existsSync(path.join(DIR, name))) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
    return;
  }
  const body = fs.readFileSync(path.join(DIR, name));
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Accept-Ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    if (start > end || start >= body.length) {
      res.writeHead(416, { 'Content-Range': `bytes */${body.length}` });
      res.end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${body.length}`,
      'Content-Length': end - start + 1,
    });
    res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `container/camera`: a container's address, with the simulator's snapshot for its own clip. */
export const containerCamera = (containerNo: number, streamUrl: string): ContainerCamera => ({
  containerNo,
  streamUrl,
  snapshotUrl: streamUrl.startsWith(CAMERA_MEDIA_PREFIX) ? `${CAMERA_MEDIA_PREFIX}snapshot.jpg` : '',
});
