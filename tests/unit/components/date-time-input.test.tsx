// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateTimeInput } from '@/components/date-time-input';
import { initI18n } from '@/lib/i18n';

beforeAll(() => initI18n('zh'));
afterEach(cleanup);

function DayField({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeInput
      mode="date"
      aria-label="开始日期"
      value={value}
      today="2026-11-24"
      max="2026-11-24"
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('DateTimeInput, date-only mode', () => {
  it('shows and answers yyyy-MM-dd, accepts other separators, has no time of day', () => {
    const seen: string[] = [];
    render(<DayField initial="2026-11-01" seen={seen} />);
    const field = screen.getByLabelText<HTMLInputElement>('开始日期');
    expect(field.value).toBe('2026-11-01');
    expect(field.placeholder).toBe('年-月-日');
    fireEvent.change(field, { target: { value: '2026/1/5' } });
    expect(seen.at(-1)).toBe('2026-01-05');
    fireEvent.blur(field);
    expect(field.value).toBe('2026-01-05');
  });

  it('opens a Chinese calendar at the station day, without hours, closing on a pick; later days disabled', () => {
    const seen: string[] = [];
    render(<DayField initial="" seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '选择日期' }));
    const calendar = screen.getByRole('dialog', { name: '选择日期' });
    expect(calendar.textContent).toContain('2026年11月');
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '25' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(seen.at(-1)).toBe('2026-11-03');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
