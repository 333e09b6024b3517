// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GRID_STATES } from '@/contract/status';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { GridStateLabel } from '@/features/main-sys/grid-state-label';

afterEach(cleanup);

const LABELS = {
  en: ['Off-grid', 'Connecting', 'Connected', 'Connect finished', 'Error'],
  zh: ['离网', '并网中', '已并网', '并网完成', '故障'],
} as const;

describe('the overview grid state label (issue 29)', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`names each grid state in ${language}`, async () => {
      initI18n(language);
      await changeLanguage(language);
      GRID_STATES.forEach((state, i) => {
        render(<GridStateLabel state={state} />);
        const label = screen.getByTestId('grid-state');
        expect(label.getAttribute('data-state')).toBe(state);
        expect(label.textContent).toContain(LABELS[language][i]);
        cleanup();
      });
    });
  }

  it('shows nothing before the station topic has arrived', () => {
    initI18n('en');
    render(<GridStateLabel state={null} />);
    expect(screen.queryByTestId('grid-state')).toBeNull();
  });
});
