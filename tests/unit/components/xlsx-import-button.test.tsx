// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XlsxImportButton } from '@/components/xlsx-import-button';

afterEach(cleanup);

describe('XlsxImportButton', () => {
  it('hands the picked workbook on and lets the same file be picked again', () => {
    const onFile = vi.fn();
    render(<XlsxImportButton label="Import" testId="pick" onFile={onFile} />);
    const input = screen.getByTestId<HTMLInputElement>('pick');
    expect(input.accept).toContain('.xlsx');
    const file = new File(['x'], 'rules.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });

  it('is held while busy or refused, saying why', () => {
    render(
      <>
        <XlsxImportButton label="Busy" busy onFile={() => undefined} />
        <XlsxImportButton label="Refused" disabled title="Only administrators" onFile={() => undefined} />
      </>,
    );
    const busy = screen.getByRole('button', { name: 'Busy' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Refused' }).getAttribute('title')).toBe('Only administrators');
  });
});
