// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirm, ConfirmHost } from '@/components/confirm-dialog';
import { initI18n } from '@/lib/i18n';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('confirm()', () => {
  it('resolves true when the user confirms', async () => {
    render(<ConfirmHost />);
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = confirm('Do you want to log out?');
    });
    expect(await screen.findByText('Do you want to log out?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByText('Do you want to log out?')).toBeNull();
  });

  it('resolves false on cancel and shows queued requests one at a time', async () => {
    render(<ConfirmHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = confirm('First?');
      second = confirm('Second?', { confirmLabel: 'Yes' });
    });
    expect(await screen.findByText('First?')).toBeTruthy();
    expect(screen.queryByText('Second?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    expect(await screen.findByText('Second?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(second).resolves.toBe(true);
  });
});
