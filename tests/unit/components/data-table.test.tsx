// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, pageCount } from '@/components/data-table';
import { initI18n } from '@/lib/i18n';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const columns = [{ key: 'name', header: 'Name', render: (r: { name: string }) => r.name }];

describe('DataTable', () => {
  it('shows rows and pages through them', () => {
    const onChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={[{ name: 'a' }]}
        rowKey={(r) => r.name}
        paging={{ current: 1, size: 10, total: 25, onChange }}
      />,
    );
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.getByText('25 records')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('counts one record in the singular (issue 30: "1 records" under the operation log)', () => {
    render(
      <DataTable
        columns={columns}
        rows={[{ name: 'a' }]}
        rowKey={(r) => r.name}
        paging={{ current: 1, size: 10, total: 1, onChange: vi.fn() }}
      />,
    );
    expect(screen.getByText('1 record')).toBeTruthy();
  });

  it('shows empty, loading and error states', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(screen.getByText('No data')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={undefined} loading rowKey={(r) => r.name} />);
    expect(screen.getByRole('status')).toBeTruthy();
    const onRetry = vi.fn();
    rerender(
      <DataTable columns={columns} rows={undefined} error="Boom" onRetry={onRetry} rowKey={(r) => r.name} />,
    );
    expect(screen.getByText('Boom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
