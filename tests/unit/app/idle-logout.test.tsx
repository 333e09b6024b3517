// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const info = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info } }));

const { initI18n } = await import('@/lib/i18n');
const { useSession } = await import('@/stores/session');
const { useIdleLogout } = await import('@/app/shell/use-idle-logout');

const MINUTE = 60_000;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.useFakeTimers();
  info.mockClear();
  useSession.setState({ accessToken: 'tok', userInfo: null, locked: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const loggedIn = () => useSession.getState().accessToken !== null;

describe('idle logout', () => {
  it('ends the session after 30 minutes without input and says why', () => {
    renderHook(() => useIdleLogout(30));
    vi.advanceTimersByTime(29 * MINUTE);
    expect(loggedIn()).toBe(true);
    vi.advanceTimersByTime(MINUTE + 15_000);
    expect(loggedIn()).toBe(false);
    expect(info).toHaveBeenCalledWith('You were logged out after 30 idle minutes.');
  });

  it('starts counting again on every key press or pointer move', () => {
    renderHook(() => useIdleLogout(30));
    vi.advanceTimersByTime(25 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(25 * MINUTE);
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(25 * MINUTE);
    expect(loggedIn()).toBe(true);
    vi.advanceTimersByTime(6 * MINUTE);
    expect(loggedIn()).toBe(false);
  });

  it('never logs out when the setting is 0', () => {
    renderHook(() => useIdleLogout(0));
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(loggedIn()).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it('stops watching once unmounted (logged out elsewhere)', () => {
    const { unmount } = renderHook(() => useIdleLogout(1));
    unmount();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(loggedIn()).toBe(true);
  });
});
