import { describe, expect, it } from 'vitest';
import { flowCue } from '@/app/guest/flow-cue';

describe('guest page flow cue (spec §5 signs)', () => {
  it('reads positive storage power as discharging and negative as charging', () => {
    expect(flowCue('storage', 120).key).toBe('discharging');
    expect(flowCue('storage', -80).key).toBe('charging');
  });
  it('reads positive grid power as importing and negative as exporting', () => {
    expect(flowCue('grid', 70).key).toBe('importing');
    expect(flowCue('grid', -5).key).toBe('exporting');
  });
  it('calls a near-zero or missing power idle', () => {
    expect(flowCue('storage', 0.01).key).toBe('idle');
    expect(flowCue('grid', Number.NaN).key).toBe('idle');
  });
});
