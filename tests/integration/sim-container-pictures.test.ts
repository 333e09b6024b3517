import { describe, expect, it } from 'vitest';
import type { ContainerPictures } from '../../src/contract/api/container';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page, R } from '../../src/contract/envelope';
import { JPEG_BYTES, makePng, pngDataUrl } from '../helpers/png';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const set = (token: string, body: unknown, site = 'WZ001', lang: 'en' | 'zh' = 'en') =>
  apiCall<R<ContainerPictures>>(station.sim, 'container/picture/set', { token, lang, query: { site }, body });

const station = useTestStation();

describe('container pictures (720×320 and 180×160)', () => {
  it('starts empty for every site and is readable by operators', async () => {
    for (const site of ['WZ001', 'WZ002']) {
      const got = await apiData<ContainerPictures>(station.sim, 'container/picture/get', {
        token: station.operator,
        query: { site },
      });
      expect(got).toEqual({ site, picture: '', thumbnail: '' });
    }
    const unknown = await apiCall<R<null>>(station.sim, 'container/picture/get', {
      token: station.operator,
      lang: 'en',
      query: { site: 'WZ999' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'Unknown site' });
  });

  it('refuses operators with 403 and stores nothing', async () => {
    const denied = await set(station.operator, { thumbnail: pngDataUrl(makePng(180, 160)) });
    expect(denied.body).toMatchObject({ code: 403, success: false });
    const got = await apiData<ContainerPictures>(station.sim, 'container/picture/get', {
      token: station.admin,
    });
    expect(got.thumbnail).toBe('');
  });

  it('judges pngs by their bytes, size in bytes and exact pixel size, in the request language', async () => {
    const fake = await set(station.admin, { picture: pngDataUrl(JPEG_BYTES) });
    expect(fake.body).toMatchObject({
      code: 400,
      msg: 'Uploaded pictures can only be in png format! (picture)',
    });
    const fakeZh = await set(station.admin, { picture: pngDataUrl(JPEG_BYTES) }, 'WZ001', 'zh');
    expect(fakeZh.body).toMatchObject({ code: 400, msg: '上传图片只能是 png 格式！（picture）' });
    const jpeg = await set(station.admin, {
      thumbnail: `data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`,
    });
    expect(jpeg.body.msg).toBe('Uploaded pictures can only be in png format! (thumbnail)');
    const big = await set(station.admin, {
      picture: pngDataUrl(makePng(720, 320, { padTo: 3 * 1024 * 1024 })),
    });
    expect(big.body).toMatchObject({ code: 400, msg: 'The picture must not exceed 2 MB (picture)' });
    const wrong = await set(station.admin, { picture: pngDataUrl(makePng(180, 160)) });
    expect(wrong.body).toMatchObject({
      code: 400,
      msg: 'The picture does not have the required size: 720×320 pixels (picture)',
    });
    const wrongZh = await set(station.admin, { thumbnail: pngDataUrl(makePng(720, 320)) }, 'WZ001', 'zh');
    expect(wrongZh.body.msg).toBe('图片尺寸不符合要求：应为 180×160 像素（thumbnail）');
    const got = await apiData<ContainerPictures>(station.sim, 'container/picture/get', {
      token: station.admin,
    });
    expect(got).toMatchObject({ picture: '', thumbnail: '' });
  });

  it('stores each site apart, keeps the field not sent, removes with an empty string, and logs the write', async () => {
    const picture = pngDataUrl(makePng(720, 320, { rgb: [200, 80, 40] }));
    const thumbnail = pngDataUrl(makePng(180, 160));
    const first = await set(station.admin, { picture, thumbnail }, 'WZ002');
    expect(first.body).toMatchObject({ code: 200, data: { site: 'WZ002', picture, thumbnail } });
    const onlyThumb = await set(station.admin, { thumbnail: '' }, 'WZ002');
    expect(onlyThumb.body.data).toEqual({ site: 'WZ002', picture, thumbnail: '' });
    const other = await apiData<ContainerPictures>(station.sim, 'container/picture/get', {
      token: station.operator,
      query: { site: 'WZ001' },
    });
    expect(other).toMatchObject({ picture: '', thumbnail: '' });
    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { site: 'WZ002' },
    });
    const entry = log.records.find((r) => r.path === 'container/picture/set' && r.result === 'success');
    expect(entry?.summary).toMatch(/^Set container pictures \(/);
    expect(entry?.params).toMatch(/^site=WZ002&/);
  });
});
