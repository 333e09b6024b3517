import { describe, expect, it } from 'vitest';
import { ApiFaults } from '../../simulator/http/faults';

describe('simulator API fault rules', () => {
  it('fails every call under a prefix by default, whatever the method', () => {
    const faults = new ApiFaults();
    faults.fail('config/', 404);
    expect(faults.take('config/version', 'GET').failCode).toBe(404);
    expect(faults.take('config/versions', 'POST').failCode).toBe(404);
  });

  it('answers code 404 for one exact GET path only', () => {
    const faults = new ApiFaults();
    faults.fail('config/version', 404, null, { exact: true, method: 'get' });
    expect(faults.take('config/version', 'GET').failCode).toBe(404);
    expect(faults.take('config/version/detail', 'GET').failCode).toBeNull();
    expect(faults.take('config/version', 'POST').failCode).toBeNull();
    // Until cleared: a page that polls the path gets 404 every time.
    expect(faults.take('config/version', 'GET').failCode).toBe(404);
    faults.clear();
    expect(faults.take('config/version', 'GET').failCode).toBeNull();
  });

  it('counts only the calls a scoped rule affects', () => {
    const faults = new ApiFaults();
    faults.fail('user/info', 404, 1, { exact: true, method: 'GET' });
    expect(faults.take('user/info', 'POST').failCode).toBeNull();
    expect(faults.take('user/info', 'GET').failCode).toBe(404);
    expect(faults.take('user/info', 'GET').failCode).toBeNull();
  });
});
