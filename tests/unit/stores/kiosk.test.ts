// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { initKiosk, isKiosk } from '@/stores/kiosk';

beforeEach(() => sessionStorage.clear());

describe('kiosk mode for the tab', () => {
  it('starts from the URL and survives the rotation dropping the query string', () => {
    expect(initKiosk('?kiosk=1&rotate=mainSys,powerSys:30')?.pages).toEqual(['mainSys', 'powerSys']);
    expect(initKiosk('')?.seconds).toBe(30);
    expect(isKiosk()).toBe(true);
  });

  it('ends with kiosk=0', () => {
    initKiosk('?kiosk=1');
    expect(initKiosk('?kiosk=0')).toBeNull();
    expect(initKiosk('')).toBeNull();
  });

  it('a preview frame is a kiosk without making the console around it one', () => {
    expect(initKiosk('?kiosk=1&preview=1')).not.toBeNull();
    expect(initKiosk('')).toBeNull();
  });
});
