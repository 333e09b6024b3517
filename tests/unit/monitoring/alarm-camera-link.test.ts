import { describe, expect, it } from 'vitest';
import { alarmCameraHref } from '@/lib/device-links';

describe("a container alarm's camera link (the popup's 'Open camera')", () => {
  const alarm = (serviceId: string, deviceName = 'ENV-2', type = 'env') => ({ serviceId, deviceName, type });

  it('opens the container view with its camera for a fire or flooding alarm', () => {
    expect(alarmCameraHref(alarm('fire'))).toBe('/powerSys?container=2&camera=1');
    expect(alarmCameraHref(alarm('flooding', 'ENV-12'))).toBe('/powerSys?container=12&camera=1');
    // The station's detectors as the device table names them (issue 30).
    expect(alarmCameraHref(alarm('fire', 'FIRE-3'))).toBe('/powerSys?container=3&camera=1');
    expect(alarmCameraHref(alarm('flooding', 'FLOOD-4'))).toBe('/powerSys?container=4&camera=1');
  });

  it('offers none for other alarms of the container or for other devices', () => {
    expect(alarmCameraHref(alarm('ch4', 'GAS-2'))).toBeNull();
    expect(alarmCameraHref(alarm('pcsFault', 'PCS-2', 'pcs'))).toBeNull();
    expect(alarmCameraHref(alarm('fire', 'ENV-2', 'system'))).toBeNull();
    expect(alarmCameraHref(alarm('fire', 'ENV-x'))).toBeNull();
  });
});
