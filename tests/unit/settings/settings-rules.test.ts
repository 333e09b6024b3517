import { describe, expect, it } from 'vitest';
import { siteTextSchema } from '../../../src/contract/api/config';
import { firstUserError, userFormSchema } from '../../../src/contract/api/user';
import { MAX_PICTURE_BYTES, pngDataUrlProblem, pngSize } from '../../../src/contract/png';
import { configValueValid, isCalendarDate } from '../../../src/lib/validators/system-config';
import { JPEG_BYTES, makePng, pngDataUrl } from '../../helpers/png';

describe('pictures are judged by their bytes', () => {
  it('reads the size of a png and refuses other bytes whatever they are called', () => {
    expect(pngSize(makePng(450, 120))).toEqual({ width: 450, height: 120 });
    expect(pngSize(JPEG_BYTES)).toBeNull();
    expect(pngDataUrlProblem(pngDataUrl(JPEG_BYTES))).toBe('pictureNotPng');
    expect(pngDataUrlProblem('data:image/png;base64,!!!')).toBe('pictureNotPng');
    expect(pngDataUrlProblem('')).toBeNull();
  });

  it('refuses a png above 2 MB and takes one just under', () => {
    expect(pngDataUrlProblem(pngDataUrl(makePng(8, 8, { padTo: MAX_PICTURE_BYTES + 1 })))).toBe(
      'pictureTooLarge',
    );
    expect(pngDataUrlProblem(pngDataUrl(makePng(8, 8, { padTo: MAX_PICTURE_BYTES - 100 })))).toBeNull();
  });
});

describe('the user form schema (shared with the simulator)', () => {
  const base = { account: 'bob', realName: '', roleId: '1', phone: '', email: '', avatar: '' };
  it("answers the spec's code for a missing user name first", () => {
    const parsed = userFormSchema.safeParse({ ...base, account: '   ' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstUserError(parsed.error)).toBe('usernameRequired');
  });
  it('keeps markup in a real name as plain text and checks the phone', () => {
    expect(userFormSchema.parse({ ...base, realName: '<b>x</b>' }).realName).toBe('<b>x</b>');
    const phone = userFormSchema.safeParse({ ...base, phone: 'call me' });
    expect(phone.success || firstUserError(phone.error)).toBe('phoneInvalid');
  });
});

describe('site names and system configuration values', () => {
  const site = { stationName: 'A', stationNameEn: 'B', address: '', addressEn: '', operationDate: '' };
  it("refuses '/' in either name and an empty Chinese name", () => {
    expect(siteTextSchema.safeParse({ ...site, stationNameEn: 'A/B' }).error?.issues[0].message).toBe(
      'siteNameSlash',
    );
    expect(siteTextSchema.safeParse({ ...site, stationName: ' ' }).error?.issues[0].message).toBe(
      'stationNameRequired',
    );
  });
  it('validates broker addresses, sites, minutes and dates', () => {
    expect(configValueValid('wsUrl', '', [])).toBe(true);
    expect(configValueValid('wsUrl', 'wss://b.example/mqtt', [])).toBe(true);
    expect(configValueValid('wsUrl', 'http://b.example/mqtt', [])).toBe(false);
    expect(configValueValid('defaultSite', 'WZ002', ['WZ001', 'WZ002'])).toBe(true);
    expect(configValueValid('defaultSite', 'WZ003', ['WZ001', 'WZ002'])).toBe(false);
    expect(configValueValid('autoLogoutMinutes', '0', [])).toBe(true);
    expect(configValueValid('autoLogoutMinutes', '1.5', [])).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });
});
