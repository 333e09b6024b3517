// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PeriodNavigator } from '@/components/period/period-navigator';
import type { PeriodState } from '@/components/period/period-state';
import { initI18n } from '@/lib/i18n';
import type { Period } from '@/lib/period';

beforeAll(() => initI18n('zh'));
afterEach(cleanup);

const KINDS = ['day', 'custom'] as const;

function Harness({ initial, asked }: { initial: Period; asked: Period[] }) {
  const [period, setPeriodState] = useState(initial);
  const state: PeriodState = {
    period,
    range: period,
    problem: null,
    today: '2026-11-24',
    commissioning: '2025-01-01',
    timeZone: 'Asia/Shanghai',
    setPeriod: (p) => {
      asked.push(p);
      setPeriodState(p);
    },
  };
  return (
    <>
      <PeriodNavigator state={state} kinds={KINDS} maxDays={60} tooLongMessage="too long" />
      <button
        type="button"
        onClick={() => setPeriodState({ kind: 'custom', start: '2026-10-01', end: '2026-10-31' })}
      >
        elsewhere
      </button>
    </>
  );
}

describe('PeriodNavigator, custom range', () => {
  it('keeps what was typed when a range is refused, and shows the new period after it changes', () => {
    const asked: Period[] = [];
    render(<Harness initial={{ kind: 'custom', start: '2026-11-01', end: '2026-11-20' }} asked={asked} />);
    const from = screen.getByLabelText<HTMLInputElement>('开始日期');
    const to = screen.getByLabelText<HTMLInputElement>('结束日期');
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-20']);

    // Over 60 days: the message, no call, the typed dates stay.
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('period-error').textContent).toBe('too long');
    expect(asked).toEqual([]);
    expect(from.value).toBe('2026-01-01');

    // A valid range is asked for and shown.
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(asked).toEqual([{ kind: 'custom', start: '2026-11-10', end: '2026-11-20' }]);
    expect(screen.queryByTestId('period-error')).toBeNull();

    // The period changes from outside (a link, Back): the same inputs show it.
    fireEvent.change(to, { target: { value: '2026-11-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByLabelText<HTMLInputElement>('开始日期')).toBe(from);
    expect([from.value, to.value]).toEqual(['2026-10-01', '2026-10-31']);
  });
});
