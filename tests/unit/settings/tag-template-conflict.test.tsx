// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagTemplate } from '@/contract/api/data';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';

/*
 * Tag templates (issue 28, issue 33 defect 6): an edit is saved with the version it was read at;
 * a 409 keeps what was typed and says who and when; Overwrite names the newer version.
 */

const TAG: TagTemplate = {
  id: '7',
  tagNo: 'GRID_P',
  name: '电网功率',
  nameEn: 'Grid power',
  unit: 'kW',
  sort: 1,
  dictKey: 'grid',
  dictName: '电网',
  version: 1,
};
const api = vi.hoisted(() => ({
  saveTagTemplate: vi.fn<(t: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock('@/api/data', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getTagDicts: () => Promise.resolve([{ id: '1', dictKey: 'grid', dictName: '电网', dictNameEn: 'Grid' }]),
  getTagTemplates: () => Promise.resolve({ records: [TAG], total: 1, size: 20, current: 1, pages: 1 }),
  saveTagTemplate: api.saveTagTemplate,
}));
const { TemplatePanel } = await import('@/features/settings-tags/template-panel');

const CONFLICT = { changedBy: 'alice', changedAt: '2030-04-30 10:00:00', version: 4 };
const conflictError = () =>
  Object.assign(new Error('Changed meanwhile'), {
    status: 409,
    code: 409,
    body: { code: 409, data: CONFLICT },
  });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSession.setState({ userInfo: { role_name: 'administrator' } as never, accessToken: 'token' });
  api.saveTagTemplate.mockReset();
});
afterEach(cleanup);

describe('tag templates', { timeout: 30_000 }, () => {
  it('saves an edit with its version; a 409 keeps the typing and Overwrite names theirs', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TemplatePanel />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit GRID_P' }));
    const form = screen.getByRole('form', { name: 'Edit tag' });
    fireEvent.change(within(form).getByLabelText(/English name/), { target: { value: 'Mine' } });
    api.saveTagTemplate.mockRejectedValueOnce(conflictError());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/alice changed this record at 2030-04-30 10:00:00/)).toBeTruthy();
    expect(api.saveTagTemplate.mock.calls[0][0]).toMatchObject({ id: '7', nameEn: 'Mine', version: 1 });
    expect(within(form).getByLabelText<HTMLInputElement>(/English name/).value).toBe('Mine');

    api.saveTagTemplate.mockResolvedValueOnce({ ...TAG, nameEn: 'Mine', version: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(api.saveTagTemplate).toHaveBeenCalledTimes(2));
    expect(api.saveTagTemplate.mock.calls[1][0]).toMatchObject({ id: '7', nameEn: 'Mine', version: 4 });
  });
});
