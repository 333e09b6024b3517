// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ControlWhyLine } from '@/components/control-why-line';
import type { ControlState, PowerReason } from '@/contract/api/strategy';
import { initI18n } from '@/lib/i18n';

/*
 * Issue 30: operational limits are not faults. The battery held at its SOC limit (95 % SOC, the
 * overview and energy management's "why" line), the grid export kept at zero and the PCS at its
 * rating read in the line's colour, not the amber warning; a stopped battery system stays amber.
 */

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const state = (reason: PowerReason): ControlState => ({
  mode: 'auto',
  manualKw: 0,
  pcsRatedKw: 500,
  capacityKwh: 2150,
  soc: 95,
  source: 'default',
  planId: null,
  planName: null,
  templateId: null,
  templateName: null,
  row: null,
  requestedKw: -5.6,
  actualKw: 0,
  reason,
  ts: 0,
});

const reasonSpan = () => screen.getByTestId('control-why').querySelector('[data-reason]')!;

describe('ControlWhyLine', () => {
  it.each(['socLimit', 'antiReverseFlow', 'pcsLimit'] as const)('shows %s as a neutral state', (reason) => {
    render(<ControlWhyLine state={state(reason)} />);
    expect(reasonSpan().className).not.toContain('text-warning');
    expect(reasonSpan().getAttribute('data-tone')).toBe('neutral');
    expect(reasonSpan().textContent).toContain('instead of');
  });

  it('shows a stopped battery system as a warning', () => {
    render(<ControlWhyLine state={state('bmsStopped')} />);
    expect(reasonSpan().className).toContain('text-warning');
  });
});
