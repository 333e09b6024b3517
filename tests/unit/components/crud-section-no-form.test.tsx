// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudSection } from '@/components/crud/crud-section';
import { listWithin } from '@/components/crud/use-crud-section';
import { initI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';

/*
 * The CRUD pattern for records that are made, not typed (a backup): no form, so add makes one at
 * once and rows have no edit; the list is part of a larger answer that the page also reads.
 */

interface Copy {
  id: string;
  file: string;
}
interface Answer {
  lastAt: number;
  copies: Copy[];
}
const WRITE = 'POST dbBackup/start'; // administrators only in the role table

function setup(answer: Answer | null, { addDisabled = false } = {}) {
  let stored = answer;
  const fetchAnswer = vi.fn(() => Promise.resolve(stored));
  const make = vi.fn(() => Promise.resolve({ id: 'new' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrudSection<Copy, Record<string, never>, never>
        variant="panel"
        title="Copies"
        intro={<p>Status line</p>}
        list={() => listWithin({ queryKey: ['copies'], queryFn: fetchAnswer }, (a) => a?.copies ?? [])}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.file}
        invalidate={['copies']}
        save={make}
        writeCall={WRITE}
        messages={{ saved: 'Copy started' }}
        addLabel="Make a copy"
        addDisabled={addDisabled}
        emptyLabel="No copies"
        columns={[{ key: 'file', header: 'File', render: (c) => c.file }]}
        rowActions={(c) => <button type="button">Fetch {c.file}</button>}
      />
    </QueryClientProvider>,
  );
  return { client, make, fetchAnswer, setStored: (next: Answer) => (stored = next) };
}

const as = (role: string) =>
  useSession.setState({ userInfo: { role_name: role } as never, accessToken: 'token' });

beforeAll(() => initI18n('en'));
beforeEach(() => as('administrator'));
afterEach(cleanup);

describe('CrudSection without a form', { timeout: 30_000 }, () => {
  it('lists the rows within the answer, with their own buttons and no edit or delete', async () => {
    const { client } = setup({ lastAt: 5, copies: [{ id: '1', file: 'a.db' }] });
    expect(await screen.findByText('a.db')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fetch a.db' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByText('Status line')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Copies' })).toBeTruthy();
    // One cache entry: the whole answer, which the page reads too.
    expect(client.getQueryData(['copies'])).toEqual({ lastAt: 5, copies: [{ id: '1', file: 'a.db' }] });
  });

  it('makes a record at once on add, says so and lists it', async () => {
    const success = vi.spyOn(notify, 'success');
    const { make, setStored, fetchAnswer } = setup({ lastAt: 5, copies: [] });
    expect(await screen.findByText('No copies')).toBeTruthy();
    setStored({ lastAt: 6, copies: [{ id: '2', file: 'b.db' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Make a copy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(make).toHaveBeenCalledTimes(1));
    expect(make.mock.calls[0]).toEqual([undefined, { editing: null, overwrite: null }]);
    expect(await screen.findByText('b.db')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Copy started');
    expect(fetchAnswer).toHaveBeenCalledTimes(2);
  });

  it('shows an absent answer as the empty list, holds add while told to, and is read only for operators', async () => {
    setup(null, { addDisabled: true });
    expect(await screen.findByText('No copies')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a copy' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    as('operator');
    setup({ lastAt: 5, copies: [{ id: '1', file: 'a.db' }] });
    const add = await screen.findByRole('button', { name: 'Make a copy' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(add.getAttribute('title')).toBe('Only administrators may do this.');
  });
});
