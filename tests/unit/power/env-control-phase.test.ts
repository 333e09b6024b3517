import { describe, expect, it } from 'vitest';
import { buttonLabel, settledPhase } from '@/features/power-sys/env-control-phase';

const acknowledged = { kind: 'acknowledged', deadline: 30_000 } as const;

describe('an environment command after the device acknowledged it', () => {
  it('is confirmed when the read-back equals the key value', () => {
    expect(settledPhase(acknowledged, 24, '24', 5_000)).toEqual({ kind: 'confirmed' });
  });

  it('keeps waiting until the station clock passes the deadline, then times out', () => {
    expect(settledPhase(acknowledged, 25, '24', 30_000)).toBeNull();
    expect(settledPhase(acknowledged, 25, '24', 30_001)).toEqual({ kind: 'timedOut' });
    // A device that stopped reporting ('' on the card) never confirms.
    expect(settledPhase(acknowledged, '', '24', 31_000)).toEqual({ kind: 'timedOut' });
  });

  it('leaves other phases alone', () => {
    expect(settledPhase({ kind: 'sent' }, 24, '24', 99_000)).toBeNull();
    expect(settledPhase({ kind: 'failed', reason: 'x' }, 24, '24', 99_000)).toBeNull();
  });
});

describe('an environment button', () => {
  it('reads in English when the station names it so, else as the station names it (issue 30)', () => {
    expect(buttonLabel({ button: '开机', buttonEn: 'Start' }, 'en')).toBe('Start');
    expect(buttonLabel({ button: '开机', buttonEn: 'Start' }, 'zh')).toBe('开机');
    expect(buttonLabel({ button: '开机' }, 'en')).toBe('开机');
  });
});
