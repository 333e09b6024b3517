// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Card } from '@/components/card';
import { CrudSection } from '@/components/crud/crud-section';
import { TextField } from '@/components/form-field';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';

/*
 * A list whose records are made elsewhere (one threshold rule per measured point, upgrade tasks):
 * no add button; administrators edit a row, operators open it read-only under the section's own
 * word ("View"). And the titled card every panel draws: a region named by its h2.
 */

interface Rule {
  id: string;
  name: string;
}
const schema = z.object({ id: z.string(), name: z.string().min(1) });
const WRITE = 'POST deviceThreshold/value/set'; // administrators only in the role table

function setup(role: string) {
  useSession.setState({ userInfo: { role_name: role } as never, accessToken: 'token' });
  const save = vi.fn(() => Promise.resolve(null));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CrudSection<Rule, Rule, typeof schema>
        title="Rules"
        list={() => ({ queryKey: ['rules'], queryFn: () => Promise.resolve([{ id: '1', name: 'Alpha' }]) })}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        invalidate={['rules']}
        save={save}
        writeCall={WRITE}
        messages={{ saved: 'Saved' }}
        editLabel={(r) => `Rule ${r.name}`}
        viewLabel="View"
        columns={[{ key: 'name', header: 'Name', render: (r) => r.name }]}
        form={{
          schema,
          toForm: (r) => r ?? { id: '', name: '' },
          fields: (form) => <TextField label="Name" {...form.register('name')} />,
          tall: true,
        }}
      />
    </QueryClientProvider>,
  );
  return { save };
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('CrudSection without add, with a read-only view', { timeout: 30_000 }, () => {
  it('offers administrators no add button and an edit that opens the row', async () => {
    setup('administrator');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alpha' }));
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    const form = screen.getByRole('form', { name: 'Rule Alpha' });
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets operators view a row read-only instead of a disabled edit', async () => {
    const { save } = setup('operator');
    const view = await screen.findByRole('button', { name: 'View Alpha' });
    expect(view.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit Alpha' })).toBeNull();
    fireEvent.click(view);
    const form = screen.getByRole('form', { name: 'Rule Alpha' });
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('Only administrators may do this.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('Card', () => {
  it('is a region named by its h2, or by its label when the title holds more', () => {
    render(
      <>
        <Card title="Energy">figures</Card>
        <Card title="Chart (kWh)" label="Chart" actions={<button type="button">Export</button>}>
          chart
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Energy' }).textContent).toBe('Energyfigures');
    const chart = screen.getByRole('region', { name: 'Chart' });
    expect(within(chart).getByRole('heading', { level: 2, name: 'Chart (kWh)' })).toBeTruthy();
    expect(within(chart).getByRole('button', { name: 'Export' })).toBeTruthy();
  });
});
