import { describe, expect, it } from 'vitest';
import type {
  Branding,
  DiskAlarmSetting,
  DiskSpace,
  EmsComponentVersion,
  SiteInfo,
  StationMoreInfo,
  SystemConfigEntry,
} from '../../src/contract/api/config';
import type { R } from '../../src/contract/envelope';
import { JPEG_BYTES, makePng, pngDataUrl } from '../helpers/png';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const call = (path: string, token: string, options: Parameters<typeof apiCall>[2] = {}) =>
  apiCall<R<unknown>>(station.sim, path, { token, lang: 'en', ...options });
const valueOf = (list: SystemConfigEntry[], key: string) =>
  list.find((e) => e.configKey === key)?.configValue;

const station = useTestStation();

describe('system configuration keys', () => {
  it('lists the broker address, default site and activation date with their defaults', async () => {
    const list = await apiData<SystemConfigEntry[]>(station.sim, 'config/getList', {
      token: station.operator,
    });
    expect(valueOf(list, 'timeZone')).toBeUndefined(); // one field: the site's timeZone
    expect(valueOf(list, 'wsUrl')).toBe('');
    expect(valueOf(list, 'defaultSite')).toBe('WZ001');
    expect(valueOf(list, 'systemActivationDate')).toBe('');
  });

  it('validates each key: ws(s) URL, known site, minutes; the time zone is not a key here', async () => {
    for (const [configKey, configValue] of [
      ['wsUrl', 'http://broker:8083/mqtt'],
      ['defaultSite', 'WZ999'],
      ['autoLogoutMinutes', '-1'],
    ]) {
      const answer = await call('config/update', station.admin, { body: { configKey, configValue } });
      expect(answer.body, configKey).toMatchObject({
        code: 400,
        msg: 'Invalid configuration value (configValue)',
      });
    }
    const zone = await call('config/update', station.admin, {
      body: { configKey: 'timeZone', configValue: 'Asia/Shanghai' },
    });
    expect(zone.body).toMatchObject({ code: 400, msg: 'Unknown configuration key (configKey)' });
    const saved = await apiData<SystemConfigEntry[]>(station.sim, 'config/update', {
      token: station.admin,
      body: [
        { configKey: 'wsUrl', configValue: 'wss://broker.example.com/mqtt' },
        { configKey: 'defaultSite', configValue: 'WZ002' },
      ],
    });
    expect(valueOf(saved, 'wsUrl')).toBe('wss://broker.example.com/mqtt');
    expect(valueOf(saved, 'defaultSite')).toBe('WZ002');
  });

  it('sets the activation date from the query, refusing a date that does not exist', async () => {
    const bad = await call('config/update/systemActivationDate', station.admin, {
      method: 'POST',
      query: { date: '2025-02-30' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'The date must be YYYY-MM-DD (date)' });
    const list = await apiData<SystemConfigEntry[]>(station.sim, 'config/update/systemActivationDate', {
      token: station.admin,
      method: 'POST',
      query: { date: '2025-03-01' },
    });
    expect(valueOf(list, 'systemActivationDate')).toBe('2025-03-01');
  });
});

describe('about: versions, disk space and the disk alarm', () => {
  it('answers versions and a consistent disk space', async () => {
    const versions = await apiData<EmsComponentVersion[]>(station.sim, 'config/getAllEmmsVersion', {
      token: station.operator,
    });
    expect(versions.map((v) => v.name)).toContain('EMS');
    const disk = await apiData<DiskSpace>(station.sim, 'config/getDiskSpace', { token: station.operator });
    expect(disk.total).toBeGreaterThan(0);
    expect(disk.used + disk.free).toBe(disk.total);
  });

  it('saves the disk alarm within 50–99 %', async () => {
    expect(
      await apiData<DiskAlarmSetting>(station.sim, 'config/system/disk/alarm/info', {
        token: station.operator,
      }),
    ).toEqual({
      enabled: 1,
      threshold: 85,
    });
    const bad = await call('config/system/disk/alarm/save', station.admin, {
      body: { enabled: 1, threshold: 100 },
    });
    expect(bad.body).toMatchObject({ code: 400 });
    await apiData(station.sim, 'config/system/disk/alarm/save', {
      token: station.admin,
      body: { enabled: 0, threshold: 70 },
    });
    expect(await apiData(station.sim, 'config/system/disk/alarm/info', { token: station.admin })).toEqual({
      enabled: 0,
      threshold: 70,
    });
  });
});

describe('site info and more-info', () => {
  it('keeps more-info per site and refuses a non-number capacity', async () => {
    const bad = await call('station/moreInfo/set', station.admin, {
      query: { site: 'WZ002' },
      body: { capacity: 'lots' },
    });
    expect(bad.body).toMatchObject({ code: 400 });
    await apiData(station.sim, 'station/moreInfo/set', {
      token: station.admin,
      query: { site: 'WZ002' },
      body: { capacity: '2150', ratedPower: '1000', owner: '<i>Owner</i>' },
    });
    const two = await apiData<StationMoreInfo>(station.sim, 'station/moreInfo/get', {
      token: station.operator,
      query: { site: 'WZ002' },
    });
    expect(two).toMatchObject({ capacity: '2150', ratedPower: '1000', owner: '<i>Owner</i>' });
    const one = await apiData<StationMoreInfo>(station.sim, 'station/moreInfo/get', {
      token: station.operator,
    });
    expect(one.capacity).toBe('');
  });

  it('checks site pictures by their bytes: a jpeg declared as png is refused', async () => {
    const fake = await call('config/system/save', station.admin, { body: { photo: pngDataUrl(JPEG_BYTES) } });
    expect(fake.body).toMatchObject({ code: 400, msg: 'Pictures must be png or jpeg data URLs (photo)' });
    const big = await call('config/system/save', station.admin, {
      body: { homeLogo: pngDataUrl(makePng(250, 80, { padTo: 3 * 1024 * 1024 })) },
    });
    expect(big.body).toMatchObject({ code: 400, msg: 'The picture must not exceed 2 MB (homeLogo)' });
    const logo = pngDataUrl(makePng(250, 80));
    const saved = await apiData<SiteInfo>(station.sim, 'config/system/save', {
      token: station.admin,
      body: { homeLogo: logo },
    });
    expect(saved.homeLogo).toBe(logo);
  });

  it('takes logos only at their display sizes and shows them to the login page without a session', async () => {
    const wrong = await call('config/system/save', station.admin, {
      body: { loginLogo: pngDataUrl(makePng(400, 80)) },
    });
    expect(wrong.body).toMatchObject({
      code: 400,
      msg: 'The picture does not have the required size (loginLogo)',
    });
    const loginLogo = pngDataUrl(makePng(450, 120));
    await apiData(station.sim, 'config/system/save', {
      token: station.admin,
      body: { loginLogo, loginTitleEn: 'Harbour <EMS>' },
    });
    const branding = await apiData<Branding>(station.sim, 'config/branding', { query: { site: 'WZ001' } });
    expect(branding).toMatchObject({ loginLogo, loginTitleEn: 'Harbour <EMS>', site: 'WZ001' });
    expect(branding).not.toHaveProperty('address');
  });
});
