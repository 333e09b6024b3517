// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfirmHost } from '@/components/confirm-dialog';
import { useConfirmQueue } from '@/components/confirm-store';
import { CrudSection, type CrudSectionProps } from '@/components/crud/crud-section';
import { TextField } from '@/components/form-field';
import { initI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';

/* The CRUD settings pattern with a small entity: a named thing whose code must be even. */

interface Thing {
  id: string;
  name: string;
  code: string;
}
const schema = z
  .object({ id: z.string(), name: z.string().trim().min(1, 'required'), code: z.string() })
  .superRefine((v, ctx) => {
    if (Number(v.code) % 2)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'odd', params: { code: v.code } });
  });
const TEXT: Record<string, string> = { required: 'Fill in the name', odd: 'Code {{code}} is odd' };
const text = ({ message, params }: { message: string; params: Record<string, string | number> }) =>
  TEXT[message].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

const WRITE = 'POST electricprice/template/timeline/save'; // administrators only in the role table
type Props = CrudSectionProps<Thing, Thing, typeof schema>;

function setup(overrides: Partial<Props> = {}, rows: Thing[] = [{ id: '1', name: 'Alpha', code: '2' }]) {
  let stored = rows;
  const fetchList = vi.fn(() => Promise.resolve(stored));
  const save = vi.fn<NonNullable<Props['save']>>(() => Promise.resolve(null));
  const remove = vi.fn<NonNullable<Props['remove']>>(() => Promise.resolve(null));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props: Props = {
    title: 'Things',
    list: () => ({ queryKey: ['things'], queryFn: fetchList }),
    rowKey: (r) => r.id,
    rowLabel: (r) => r.name,
    invalidate: ['things'],
    save,
    remove,
    writeCall: WRITE,
    messages: { saved: 'Saved', confirmRemove: (r) => `Remove ${r.name}?` },
    addLabel: 'Add thing',
    editLabel: 'Edit thing',
    columns: [
      { key: 'name', header: 'Name', render: (r) => r.name },
      { key: 'code', header: 'Code', render: (r) => r.code },
    ],
    form: {
      schema,
      toForm: (r) => r ?? { id: '', name: '', code: '' },
      issueText: text,
      fields: (form) => (
        <>
          <TextField label="Name" {...form.register('name')} />
          <TextField label="Code" {...form.register('code')} />
        </>
      ),
    },
    ...overrides,
  };
  render(
    <QueryClientProvider client={client}>
      <CrudSection {...props} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return { save, remove, fetchList, setStored: (next: Thing[]) => (stored = next) };
}

const as = (role: string) =>
  useSession.setState({ userInfo: { role_name: role } as never, accessToken: 'token' });
const dialog = () => screen.getByRole('form', { name: /thing/ });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

beforeAll(() => initI18n('en'));
beforeEach(() => as('administrator'));
afterEach(() => {
  cleanup();
  useConfirmQueue.setState({ queue: [] });
});

// Rendering a dialog form is slow on a busy 2-core CI machine; the default 5 s is not enough.
describe('CrudSection', { timeout: 30_000 }, () => {
  it('lists the rows and pages a long list by the page size', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `Thing ${i}`, code: '2' }));
    setup({ pageSize: 10 }, rows);
    expect(await screen.findByText('Thing 0')).toBeTruthy();
    expect(screen.queryByText('Thing 10')).toBeNull();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thing 10')).toBeTruthy();
  });

  it('says nothing before the first save, then every message with its parameters, live', async () => {
    const { save: saved } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add thing' }));
    expect(screen.queryByRole('alert')).toBeNull();
    type('Code', '3');
    expect(screen.queryByRole('alert')).toBeNull();
    save();
    expect(await screen.findByText('Fill in the name')).toBeTruthy();
    expect(screen.getByText('Code 3 is odd')).toBeTruthy();
    type('Code', '5');
    expect(await screen.findByText('Code 5 is odd')).toBeTruthy();
    type('Name', 'Beta');
    await waitFor(() => expect(screen.queryByText('Fill in the name')).toBeNull());
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves the parsed values, closes, says so and fetches the list again', async () => {
    const { save: saved, fetchList, setStored } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add thing' }));
    type('Name', '  Beta ');
    type('Code', '4');
    setStored([
      { id: '1', name: 'Alpha', code: '2' },
      { id: '2', name: 'Beta', code: '4' },
    ]);
    save();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(saved).toHaveBeenCalledWith(
      { id: '', name: 'Beta', code: '4' },
      { editing: null, overwrite: null },
    );
    expect(await screen.findByText('Beta')).toBeTruthy();
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with what was typed when the save is refused', async () => {
    const { save: saved } = setup();
    saved.mockRejectedValueOnce(Object.assign(new Error('Name taken'), { status: 200, code: 400 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    type('Name', 'Alpha 2');
    save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0][1].editing).toEqual({ id: '1', name: 'Alpha', code: '2' });
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Name').value).toBe('Alpha 2');
    expect(screen.queryByText(/changed this record/)).toBeNull();
  });

  it('on a 409 says who changed the record and when, keeps the typing, and overwrites or reloads', async () => {
    const { save: saved, setStored } = setup();
    const conflict = { changedBy: 'alice', changedAt: '2026-11-26 10:00:00', version: 7 };
    saved.mockRejectedValueOnce(
      Object.assign(new Error('Changed meanwhile'), {
        status: 409,
        code: 409,
        body: { code: 409, data: conflict },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    type('Name', 'Mine');
    save();
    const notice = await screen.findByText(
      'alice changed this record at 2026-11-26 10:00:00. What you typed is kept: reload their version, or overwrite it with yours.',
    );
    expect(notice).toBeTruthy();
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Name').value).toBe('Mine');

    // Overwrite sends what was typed, naming the version the server reported.
    saved.mockRejectedValueOnce(
      Object.assign(new Error('Changed meanwhile'), {
        status: 409,
        code: 409,
        body: { code: 409, data: conflict },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(saved.mock.calls[1]).toEqual([
      { id: '1', name: 'Mine', code: '2' },
      { editing: { id: '1', name: 'Alpha', code: '2' }, overwrite: conflict },
    ]);

    // Reload shows the version stored now and drops the notice.
    setStored([{ id: '1', name: 'Theirs', code: '8' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText<HTMLInputElement>('Name').value).toBe('Theirs'),
    );
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Code').value).toBe('8');
    expect(screen.queryByText(/changed this record/)).toBeNull();
  });

  it('removes a row only after the confirmation', async () => {
    const { remove } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    expect(await screen.findByText('Remove Alpha?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Remove Alpha?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: '1', name: 'Alpha', code: '2' }));
  });

  it('lets operators read but not write, saying why', async () => {
    as('operator');
    setup({ exportAs: { label: 'Things.xlsx', run: () => Promise.resolve('Things.xlsx') } });
    expect(await screen.findByText('Alpha')).toBeTruthy();
    for (const name of ['Add thing', 'Edit Alpha', 'Delete Alpha']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('title')).toBe('Only administrators may do this.');
    }
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false);
  });

  it("ticks the page's rows for a batch action, never a blocked one, and unticks after it", async () => {
    const act_ = vi.fn<(picked: Thing[]) => void>();
    const rows = [
      { id: '1', name: 'Alpha', code: '2' },
      { id: '2', name: 'Beta', code: '4' },
      { id: '3', name: 'Mine', code: '6' },
    ];
    const mine = (r: Thing) => (r.id === '3' ? 'Not your own' : undefined);
    setup(
      {
        removeBlocked: mine,
        select: {
          blocked: mine,
          allLabel: 'All things',
          rowLabel: (r) => `Pick ${r.name}`,
          actions: (picked, clear) => (
            <button type="button" onClick={() => (act_(picked), clear())}>
              Batch ({picked.length})
            </button>
          ),
        },
      },
      rows,
    );
    const own = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Pick Mine' });
    expect(own.disabled).toBe(true);
    expect(own.parentElement?.getAttribute('title')).toBe('Not your own');
    const del = screen.getByRole('button', { name: 'Delete Mine' });
    expect(del.hasAttribute('disabled')).toBe(true);
    expect(del.getAttribute('title')).toBe('Not your own');
    fireEvent.click(screen.getByRole('checkbox', { name: 'All things' }));
    fireEvent.click(screen.getByRole('button', { name: 'Batch (2)' }));
    expect(act_).toHaveBeenCalledWith(rows.slice(0, 2));
    expect(screen.getByRole('button', { name: 'Batch (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pick Beta' }));
    expect(screen.getByRole('button', { name: 'Batch (1)' })).toBeTruthy();
  });

  it('offers the row its own buttons, names the edited row and says what was saved', async () => {
    const extra = vi.fn<(row: Thing) => void>();
    const success = vi.spyOn(notify, 'success');
    setup({
      editLabel: (r) => `Edit thing ${r.name}`,
      rowActions: (r) => (
        <button type="button" onClick={() => extra(r)}>
          Copy {r.name}
        </button>
      ),
      messages: {
        saved: (editing) => (editing ? `Saved ${editing.name}` : 'Added'),
        confirmRemove: (r) => `Remove ${r.name}?`,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Alpha' }));
    expect(extra).toHaveBeenCalledWith({ id: '1', name: 'Alpha', code: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    expect(screen.getByRole('form', { name: 'Edit thing Alpha' })).toBeTruthy();
    save();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(success).toHaveBeenCalledWith('Saved Alpha');
  });

  it('starts again at page 1 when the filter changes', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `Thing ${i}`, code: '2' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (filterKey: string) => (
      <QueryClientProvider client={client}>
        <CrudSection<Thing, Thing, typeof schema>
          title="Things"
          filterKey={filterKey}
          pageSize={10}
          list={() => ({ queryKey: ['things', filterKey], queryFn: () => Promise.resolve(rows) })}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          invalidate={['things']}
          save={() => Promise.resolve(null)}
          writeCall={WRITE}
          messages={{ saved: 'Saved', confirmRemove: () => '' }}
          addLabel="Add thing"
          editLabel="Edit thing"
          columns={[{ key: 'name', header: 'Name', render: (r) => r.name }]}
          form={{ schema, toForm: (r) => r ?? rows[0], fields: () => null }}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(view('a'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    rerender(view('b'));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
  });
});
