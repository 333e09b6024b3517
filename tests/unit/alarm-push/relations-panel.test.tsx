// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushGroup, PushRelation } from '@/contract/api/alarm-push';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { useSite } from '@/stores/site';

/*
 * Alarm-push relations (issue 33 defect 6): a relation is set with the version it was read at (0
 * for a group without one yet, where the station versions its groups; none where it does not),
 * a 409 keeps the ticks, says who and when, and Overwrite names the newer version.
 */

const api = vi.hoisted(() => ({
  groups: [] as PushGroup[],
  relations: [] as PushRelation[],
  setRelation: vi.fn<(site: string, input: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock('@/api/alarm-push', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getPushGroups: () => Promise.resolve(api.groups),
  getRelations: () => Promise.resolve(api.relations),
  getPushLevels: () => Promise.resolve([]),
  getUsableLevels: () => Promise.resolve([]),
  setRelation: api.setRelation,
}));
const { RelationsPanel } = await import('@/features/settings-alarm-push/relations-panel');

const group = (version?: number): PushGroup => ({
  id: 'g1',
  name: '夜班',
  nameEn: 'Night shift',
  remark: '',
  userIds: [],
  members: [],
  updateTime: '',
  ...(version === undefined ? {} : { version }),
});
const CONFLICT = { changedBy: 'alice', changedAt: '2030-04-30 10:00:00', version: 4 };
const conflictError = () =>
  Object.assign(new Error('Changed meanwhile'), {
    status: 409,
    code: 409,
    body: { code: 409, data: CONFLICT },
  });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RelationsPanel />
    </QueryClientProvider>,
  );
}
const dialog = () => screen.getByRole('form', { name: 'Relation of Night shift' });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSession.setState({ userInfo: { role_name: 'administrator' } as never, accessToken: 'token' });
  useSite.setState({ currentSite: 'WZ001' });
  api.relations = [];
  api.setRelation.mockReset();
});
afterEach(cleanup);

describe('alarm-push relations', { timeout: 30_000 }, () => {
  it("sets a group's first relation at version 0; a 409 says who and when, Overwrite names theirs", async () => {
    api.groups = [group(2)];
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Night shift' }));
    const pcs = within(dialog()).getAllByRole('checkbox')[0];
    fireEvent.click(pcs);
    api.setRelation.mockRejectedValueOnce(conflictError());
    save();
    expect(await screen.findByText(/alice changed this record at 2030-04-30 10:00:00/)).toBeTruthy();
    const first = api.setRelation.mock.calls[0];
    expect(first[0]).toBe('WZ001');
    expect(first[1]).toMatchObject({ groupId: 'g1', levelIds: [], version: 0 });
    expect(first[1].deviceTypes).toHaveLength(1);
    expect(within(dialog()).getAllByRole<HTMLInputElement>('checkbox')[0].checked).toBe(true);

    api.setRelation.mockResolvedValueOnce({});
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(api.setRelation).toHaveBeenCalledTimes(2));
    expect(api.setRelation.mock.calls[1][1]).toEqual({ ...first[1], version: 4 });
  });

  it('sends the version of a stored relation, and none to a station without versions', async () => {
    api.groups = [group(2)];
    api.relations = [
      { site: 'WZ001', groupId: 'g1', levelIds: [], deviceTypes: ['bms'], updateTime: '', version: 6 },
    ];
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Night shift' }));
    api.setRelation.mockResolvedValueOnce({});
    save();
    await waitFor(() => expect(api.setRelation).toHaveBeenCalledTimes(1));
    expect(api.setRelation.mock.calls[0][1]).toMatchObject({ deviceTypes: ['bms'], version: 6 });
    cleanup();

    api.groups = [group()];
    api.relations = [];
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Night shift' }));
    api.setRelation.mockResolvedValueOnce({});
    save();
    await waitFor(() => expect(api.setRelation).toHaveBeenCalledTimes(2));
    expect(api.setRelation.mock.calls[1][1]).not.toHaveProperty('version');
  });
});
