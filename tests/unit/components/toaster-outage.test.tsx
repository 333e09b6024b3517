// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * A kiosk left running: the first message comes while the backend is down, so the toast code
 * (loaded on demand, issue 34) cannot be fetched. The page stays; no toast, no crash.
 */
vi.mock('@/components/toast-outlet', () => {
  throw new TypeError('Failed to fetch dynamically imported module: toast-outlet.js');
});
const { notify, Toaster } = await import('@/components/toast');

afterEach(cleanup);

describe('Toaster when its code cannot be fetched', () => {
  it('keeps the page on screen', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>live page</p>
        <Toaster />
      </div>,
    );
    await act(async () => {
      notify.error('Connection lost');
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('live page')).toBeTruthy();
    quiet.mockRestore();
  });
});
