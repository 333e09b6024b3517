import { describe, expect, it } from 'vitest';
import { versionToSend } from '@/components/crud/use-conflict';

describe('versionToSend', () => {
  it('sends the version the edit started from', () => {
    expect(versionToSend({ version: 3 }, null)).toEqual({ version: 3 });
  });

  it('sends the newer version named by the conflict when overwriting', () => {
    expect(
      versionToSend({ version: 3 }, { changedBy: 'li', changedAt: '2026-11-26 10:00:00', version: 5 }),
    ).toEqual({
      version: 5,
    });
    expect(
      versionToSend({ version: 3 }, { changedBy: 'li', changedAt: '2026-11-26 10:00:00', version: '6' }),
    ).toEqual({
      version: 6,
    });
  });

  it('sends nothing for a record without a version (a backend without versions) or a new one', () => {
    expect(versionToSend({}, null)).toEqual({});
    expect(versionToSend(null, null)).toEqual({});
    expect(versionToSend({ version: undefined }, null)).toEqual({});
  });
});
