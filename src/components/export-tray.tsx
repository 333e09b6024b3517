import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format/bytes';
import { cancelExport, dismissExport, progressOf, useExports, type ExportJob } from '@/stores/exports';

const pad = (n: number) => String(n).padStart(2, '0');

/** Elapsed time as m:ss (h:mm:ss past an hour). */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** A clock ticking each second while something runs (elapsed before the first tick reads 0:00). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function Job({ job, now }: { job: ExportJob; now: number }) {
  const { t } = useTranslation('exports');
  const share = progressOf(job);
  const elapsed = formatElapsed((job.finishedAt ?? now) - job.startedAt);
  const running = job.status === 'running';
  const bytes =
    job.total !== null
      ? t('bytesOf', { received: formatBytes(job.received), total: formatBytes(job.total) })
      : formatBytes(job.received);
  return (
    <li
      className="rounded-md border border-line bg-surface p-3 shadow-lg"
      data-testid="export-job"
      data-status={job.status}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium break-all text-fg">{job.label}</span>
        {running ? (
          <button
            type="button"
            className="shrink-0 text-xs text-muted hover:text-danger"
            onClick={() => cancelExport(job.id)}
          >
            {t('cancel')}
          </button>
        ) : (
          <button
            type="button"
            aria-label={t('close')}
            className="shrink-0 px-1 text-muted hover:text-fg"
            onClick={() => dismissExport(job.id)}
          >
            ×
          </button>
        )}
      </div>
      {running ? (
        <>
          <div
            role="progressbar"
            aria-label={job.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share === null ? undefined : Math.round(share * 100)}
            className="mt-2 h-1.5 overflow-hidden rounded bg-surface-2"
          >
            {share === null ? (
              <div className="h-full w-full animate-pulse rounded bg-primary/60" />
            ) : (
              <div className="h-full rounded bg-primary" style={{ width: `${share * 100}%` }} />
            )}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted tabular-nums">
            <span>{share === null ? t('running') : `${Math.round(share * 100)} %`}</span>
            <span>
              {job.received > 0 ? `${bytes} · ` : ''}
              {elapsed}
            </span>
          </div>
        </>
      ) : (
        <p
          className={`mt-1 text-xs break-all ${job.status === 'failed' ? 'text-danger' : 'text-muted'}`}
          role={job.status === 'failed' ? 'alert' : undefined}
        >
          {job.status === 'done'
            ? t('saved', { name: job.fileName, elapsed })
            : job.status === 'cancelled'
              ? t('cancelled')
              : t('failed', { message: job.error })}
        </p>
      )}
    </li>
  );
}

/**
 * The exports tray: every export started with `startExport`, its progress (bytes when the size
 * is known, else an indeterminate bar with the time elapsed) and cancel; mounted once beside the
 * toasts, so an export keeps showing while the user moves between pages.
 */
export function ExportTray() {
  const { t } = useTranslation('exports');
  const jobs = useExports((s) => s.jobs);
  const now = useNow(jobs.some((j) => j.status === 'running'));
  if (jobs.length === 0) return null;
  return (
    <section
      aria-label={t('title')}
      className="fixed right-4 bottom-4 z-50 w-80 max-w-[calc(100vw-2rem)]"
      data-testid="export-tray"
    >
      <ul className="flex flex-col gap-2" aria-live="polite">
        {jobs.map((job) => (
          <Job key={job.id} job={job} now={now} />
        ))}
      </ul>
    </section>
  );
}
