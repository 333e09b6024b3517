import { describe, expect, it } from 'vitest';
import { pileSilence } from '@/features/charging-pile-sys/pile-silence';

/*
 * A charging pile card's offline state (issue 27): the devices topic says so first; until it has
 * told the page, the polled chargingPile/realData answer's own time for the pile (set only while
 * it does not report) does, so a silent pile never shows its last figures as if they were of now.
 */

const silent = (lastSeen: number | null) =>
  ({
    state: 'silent',
    names: 'PILE-2',
    count: 1,
    gateway: 'GW-1',
    gatewayOnline: true,
    lastSeen,
    commErrors: 3,
  }) as const;

describe('pileSilence', () => {
  it('is offline with the REST time until the devices topic has told the page', () => {
    expect(pileSilence({ state: 'unknown' }, 1_000)).toEqual({ names: '', lastSeen: 1_000 });
    expect(pileSilence({ state: 'unknown' }, undefined)).toBeNull();
  });

  it('follows the devices topic once it has told, its last-seen time first', () => {
    expect(pileSilence(silent(2_000), 1_000)).toEqual({ names: 'PILE-2', lastSeen: 2_000 });
    expect(pileSilence(silent(null), 1_000)).toEqual({ names: 'PILE-2', lastSeen: 1_000 });
    expect(pileSilence(silent(null), undefined)).toEqual({ names: 'PILE-2', lastSeen: null });
    // Reporting again: the topic wins over a poll that has not caught up yet.
    expect(pileSilence({ state: 'reporting' }, 1_000)).toBeNull();
    expect(pileSilence({ state: 'unbound' }, undefined)).toBeNull();
  });
});
