// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BackupApi from '@/api/backup';
import type { BackupEntry, BackupInfo, BackupProgress } from '@/contract/api/backup';
import { initI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';

/*
 * Settings → data backup on the CRUD pattern (issue 32): the backups are a list without a form
 * (made with Start backup, never edited), with Download as a row button, the last verified age
 * and the running backup's progress above it; operators only look; an absent answer (code 404)
 * is the empty list.
 */

const api = vi.hoisted(() => ({
  info: null as BackupInfo | null,
  running: null as BackupProgress | null,
  startBackup: vi.fn<() => Promise<BackupProgress>>(),
  cancelBackup: vi.fn<() => Promise<void>>(),
  downloadBackup: vi.fn<(b: BackupEntry) => Promise<string>>(),
}));
vi.mock('@/api/backup', async (original) => {
  const { useQuery } = await import('@tanstack/react-query');
  const real = await original<typeof BackupApi>();
  const getBackupInfo = () => Promise.resolve(api.info);
  return {
    ...real,
    getBackupInfo,
    getRunningBackup: () => Promise.resolve(api.running),
    startBackup: api.startBackup,
    cancelBackup: api.cancelBackup,
    downloadBackup: api.downloadBackup,
    useBackupInfo: () => useQuery({ queryKey: real.backupKeys.info, queryFn: getBackupInfo }),
  };
});
vi.mock('@/api/site-info', () => ({ useStationTimeZone: () => 'Asia/Shanghai' }));
const { BackupPanel } = await import('@/features/settings-backup/backup-panel');

const ENTRY: BackupEntry = {
  id: '4',
  fileName: 'backup-20301126-071500.db',
  startedAt: Date.UTC(2030, 10, 25, 23, 15),
  finishedAt: Date.UTC(2030, 10, 25, 23, 15, 3),
  durationMs: 2500,
  size: 2048,
  verified: 1,
  reason: '',
  sha256: 'ab',
  tables: 12,
  rows: 34567,
  present: 1,
};
const as = (role: string) =>
  useSession.setState({ userInfo: { role_name: role } as never, accessToken: 'token' });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackupPanel />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  as('administrator');
  api.info = { running: null, lastVerifiedAt: Date.now() - 5 * 60_000, lastFailure: '', backups: [ENTRY] };
  api.running = null;
  api.startBackup.mockReset();
  api.cancelBackup.mockReset();
  api.downloadBackup.mockReset();
  api.downloadBackup.mockResolvedValue(ENTRY.fileName);
});
afterEach(cleanup);

describe('BackupPanel', { timeout: 30_000 }, () => {
  it('lists each backup with its check and Download, no edit or delete, under the last verified age', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Backups' });
    expect(await within(table).findByText('2030-11-26 07:15:00')).toBeTruthy();
    expect(within(table).getByText('Verified')).toBeTruthy();
    expect(within(table).getByText('12 tables, 34,567 rows')).toBeTruthy();
    expect(screen.getByTestId('last-verified').textContent).toBe('Last verified backup: 5 minutes ago');
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.downloadBackup).toHaveBeenCalledWith(ENTRY));
  });

  it('starts a backup at once, then shows its progress with cancel and holds Start', async () => {
    const success = vi.spyOn(notify, 'success');
    const info = vi.spyOn(notify, 'info');
    const progress: BackupProgress = {
      id: '5',
      startedAt: 1,
      pagesDone: 10,
      pagesTotal: 100,
      phase: 'copying',
    };
    api.startBackup.mockImplementation(() => {
      api.running = progress;
      return Promise.resolve(progress);
    });
    api.cancelBackup.mockResolvedValue(undefined);
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Start backup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Copying: 10 / 100 pages (10 %)')).toBeTruthy();
    expect(api.startBackup).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Backup started');
    expect(screen.getByRole('button', { name: 'Start backup' }).hasAttribute('disabled')).toBe(true);
    api.running = null;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel backup' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Backup canceled; the partial file was removed'));
    await waitFor(() => expect(screen.queryByTestId('backup-progress')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start backup' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets operators look but neither start nor download, saying why', async () => {
    as('operator');
    setup();
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download.hasAttribute('disabled')).toBe(true);
    const start = screen.getByRole('button', { name: 'Start backup' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(start.getAttribute('title')).toBe('Only administrators may do this.');
    expect(screen.getByText('Only administrators may do this.')).toBeTruthy();
  });

  it('shows an absent answer (code 404) as no backups', async () => {
    api.info = null;
    setup();
    expect(await screen.findByText('No backups yet')).toBeTruthy();
    expect(screen.queryByTestId('last-verified')).toBeNull();
  });
});
