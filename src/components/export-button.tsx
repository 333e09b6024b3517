import { useTranslation } from 'react-i18next';
import { startExport, useExports, type ExportRun } from '@/stores/exports';
import { Button } from './button';

/**
 * The export action of a page: starts a tracked export (progress in the tray, kept while the
 * user navigates); a second click while the same export runs does nothing.
 */
export function ExportButton({
  label,
  run,
  disabled,
  title,
  testId,
  text,
}: {
  /** What the tray calls this export (e.g. the file name); also identifies it while it runs. */
  label: string;
  run: ExportRun;
  disabled?: boolean;
  /** Hover text (e.g. why it is disabled). */
  title?: string;
  testId?: string;
  /** The button's words when a page has more than one export (default 'Export'). */
  text?: string;
}) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('exports');
  const running = useExports((s) => s.jobs.some((j) => j.label === label && j.status === 'running'));
  return (
    <Button
      onClick={() => {
        if (!running) void startExport(label, run);
      }}
      disabled={disabled || running}
      aria-busy={running}
      title={title}
      data-testid={testId}
    >
      {running ? te('running') : (text ?? t('actions.export'))}
    </Button>
  );
}
