import { describe, expect, it } from 'vitest';
import type { ContainerCamera, ContainerRecord } from '@/contract/api/containers';
import type { R } from '@/contract/envelope';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * The container camera (issue 27, spec §1 video) against the real simulator: the address set with
 * the container answered by the container/camera extension (with the simulator's snapshot for its
 * own clip), and the clip itself: an HLS playlist with fMP4 segments, a plain MP4, byte ranges.
 */

const station = useTestStation({ clusters: 6, login: ['admin'] });

const camera = (containerNo: number) =>
  apiData<ContainerCamera>(station.sim, 'container/camera', {
    token: station.admin,
    query: { site: 'WZ001', containerNo },
  });
const save = async (streamUrl: string) => {
  const [first] = await apiData<ContainerRecord[]>(station.sim, 'container/list', {
    token: station.admin,
    query: { site: 'WZ001' },
  });
  return apiCall<R<ContainerRecord>>(station.sim, 'container/submit', {
    method: 'POST',
    token: station.admin,
    query: { site: 'WZ001' },
    body: { id: first.id, no: first.no, name: first.name, streamUrl },
  });
};
const media = (name: string, headers: Record<string, string> = {}) =>
  fetch(new URL(`/sim-media/camera/${name}`, station.sim.url), { headers });

describe('container/camera', () => {
  it('answers the address set with the container, and a snapshot for the simulated clip', async () => {
    // A new station's containers play the simulator's own clip out of the box.
    expect(await camera(1)).toEqual({
      containerNo: 1,
      streamUrl: '/sim-media/camera/camera.m3u8',
      snapshotUrl: '/sim-media/camera/snapshot.jpg',
    });
    expect(await camera(2)).toMatchObject({ streamUrl: '/sim-media/camera/camera.mp4' });
    expect((await media('camera.m3u8')).status).toBe(200);
    await save('');
    expect(await camera(1)).toEqual({ containerNo: 1, streamUrl: '', snapshotUrl: '' });
    expect((await save('/sim-media/camera/camera.m3u8')).body.code).toBe(200);
    expect(await camera(1)).toEqual({
      containerNo: 1,
      streamUrl: '/sim-media/camera/camera.m3u8',
      snapshotUrl: '/sim-media/camera/snapshot.jpg',
    });
    await save('https://cameras.example/c1.mp4');
    expect(await camera(1)).toMatchObject({ streamUrl: 'https://cameras.example/c1.mp4', snapshotUrl: '' });
    await save('');
    expect(await camera(7)).toEqual({ containerNo: 7, streamUrl: '', snapshotUrl: '' });
    const bad = await apiCall<R<null>>(station.sim, 'container/camera', {
      token: station.admin,
      query: { site: 'WZ001', containerNo: 'x' },
      lang: 'en',
    });
    expect(bad.body.code).toBe(400);
  });
});

describe('the simulated clip', () => {
  it('serves an HLS playlist whose init segment and fragments exist, and a plain MP4', async () => {
    const playlist = await media('camera.m3u8');
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text.startsWith('#EXTM3U')).toBe(true);
    const parts = [/URI="([^"]+)"/.exec(text)![1], ...text.split('\n').filter((l) => l.endsWith('.m4s'))];
    expect(parts).toEqual(['init.mp4', 'segment-0.m4s', 'segment-1.m4s']);
    let total = text.length;
    for (const part of parts) {
      const res = await media(part);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      total += bytes.length;
      // ISO BMFF boxes: the init segment starts with ftyp, a fragment with styp or moof.
      expect(['ftyp', 'styp', 'moof']).toContain(bytes.subarray(4, 8).toString('latin1'));
    }
    const file = await media('camera.mp4');
    expect(file.headers.get('content-type')).toBe('video/mp4');
    const mp4 = Buffer.from(await file.arrayBuffer());
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // VP9 (vp09), which every Chromium plays: simulator/assets/camera/README.md.
    expect(mp4.includes(Buffer.from('vp09'))).toBe(true);
    expect(total + mp4.length).toBeLessThan(300_000);
  });

  it('answers byte ranges, and 404 for a name it does not have (the unreachable stream)', async () => {
    const whole = Buffer.from(await (await media('camera.mp4')).arrayBuffer());
    const part = await media('camera.mp4', { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    const tail = await media('camera.mp4', { Range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 10));
    expect((await media('camera.mp4', { Range: `bytes=${whole.length}-` })).status).toBe(416);
    expect((await media('offline.m3u8')).status).toBe(404);
    expect((await media('..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await media('README.md')).status).toBe(404);
  });
});
