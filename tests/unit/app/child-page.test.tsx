// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageComponents } from '@/app/page-registry';
import { CHILD_PAGES } from '@/app/pages';
import { ChildPage } from '@/app/shell/child-page';
import { initI18n } from '@/lib/i18n';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('child pages', () => {
  it('registers every child page name, with or without a feature folder', () => {
    expect(Object.keys(pageComponents).sort()).toEqual([...CHILD_PAGES].sort());
  });

  it('shows the translated "not available yet" panel when no feature provides the page', () => {
    const missing = CHILD_PAGES.find((name) => pageComponents[name] === null);
    render(<ChildPage name={missing ?? 'notDeliveredPage'} />);
    expect(screen.getByRole('heading', { name: 'This page is not available yet' })).toBeTruthy();
  });
});
