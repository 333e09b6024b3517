import { useRef } from 'react';
import { Button } from './button';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An import button that picks one Excel workbook (a hidden file input): `onFile` gets the file,
 * and the input is cleared so the same file may be picked again after a fix.
 */
export function XlsxImportButton({
  label,
  onFile,
  disabled = false,
  busy = false,
  title,
  testId,
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** An import under way: the button is held and says so to assistive technology. */
  busy?: boolean;
  /** Why it is disabled (e.g. only administrators may import). */
  title?: string;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        disabled={disabled || busy}
        title={title}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={XLSX}
        className="hidden"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
