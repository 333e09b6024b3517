// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingSave } from '@/components/use-setting-save';
import { notify } from '@/lib/notify';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(options: { save: (v: number) => Promise<number>; failedPrefix?: string; canSave?: boolean }) {
  const client = new QueryClient();
  client.setQueryData(['setting'], 1);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useSettingSave({ queryKey: ['setting'], savedMessage: 'Saved', ...options }),
    { wrapper },
  );
  return { client, hook };
}

describe('useSettingSave', () => {
  it('puts the saved answer in the query and says so', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { client, hook } = setup({ save: (v) => Promise.resolve(v * 10) });
    act(() => hook.result.current.submit(7));
    await waitFor(() => expect(client.getQueryData(['setting'])).toBe(70));
    expect(success).toHaveBeenCalledWith('Saved');
  });

  it('leaves the query as it was on failure and says the prefix with the reason when asked to', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { client, hook } = setup({
      save: () => Promise.reject(new Error('Disk busy')),
      failedPrefix: 'Failed:',
    });
    act(() => hook.result.current.submit(7));
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(client.getQueryData(['setting'])).toBe(1);
    expect(error).toHaveBeenCalledWith('Failed: Disk busy');
  });

  it('keeps a 409 as the conflict (who and when) until cleared; other failures are none', async () => {
    const data = { changedBy: 'alice', changedAt: '2026-11-26 10:00:00' };
    const save = vi
      .fn<(v: number) => Promise<number>>()
      .mockRejectedValueOnce(Object.assign(new Error('Changed'), { status: 409, body: { code: 409, data } }))
      .mockRejectedValueOnce(new Error('Disk busy'));
    const { client, hook } = setup({ save });
    expect(hook.result.current.conflict).toBeNull();
    act(() => hook.result.current.submit(7));
    await waitFor(() => expect(hook.result.current.conflict).toEqual(data));
    expect(client.getQueryData(['setting'])).toBe(1);
    act(() => hook.result.current.clearConflict());
    await waitFor(() => expect(hook.result.current.conflict).toBeNull());
    act(() => hook.result.current.submit(8));
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.conflict).toBeNull();
  });

  it('saves once at a time and not at all for those who may not', async () => {
    let finish: (v: number) => void = () => undefined;
    const save = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const { hook } = setup({ save });
    act(() => hook.result.current.submit(1));
    await waitFor(() => expect(hook.result.current.saving).toBe(true));
    act(() => hook.result.current.submit(2));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => finish(1));
    const refused = vi.fn(() => Promise.resolve(1));
    const other = setup({ save: refused, canSave: false });
    act(() => other.hook.result.current.submit(1));
    expect(refused).not.toHaveBeenCalled();
  });
});
