import { useTranslation } from 'react-i18next';
import type { NorthboundLink, NorthboundPreview } from '@/contract/api/northbound';
import { formatBytes } from '@/lib/format/bytes';

const STATE_CLASS: Record<NorthboundLink['state'], string> = {
  off: 'text-muted',
  connecting: 'text-warning',
  connected: 'text-success',
  error: 'text-danger',
  restarting: 'text-warning',
};

/** Connected or not, last publish, traffic of the last hour and the last error. */
export function LinkPanel({ link }: { link: NorthboundLink | undefined }) {
  const { t } = useTranslation('northbound');
  if (!link) return <p className="text-sm text-muted">{t('link.notReported')}</p>;
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="northbound-link">
        <dt className="text-muted">{t('link.state')}</dt>
        <dd className={STATE_CLASS[link.state]} data-testid="northbound-link-state">
          {t(`link.states.${link.state}`)}
        </dd>
        {link.restartUntil ? (
          <>
            <dt className="text-muted">{t('link.restartUntil')}</dt>
            <dd className="text-fg" data-testid="northbound-restart-until">
              {link.restartUntil}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t('link.lastPublish')}</dt>
        <dd className="text-fg">{link.lastPublishAt ?? t('link.none')}</dd>
        <dt className="text-muted">{t('link.perHour')}</dt>
        <dd className="text-fg">
          {t('link.perHourValue', { messages: link.messagesPerHour, bytes: formatBytes(link.bytesPerHour) })}
        </dd>
        <dt className="text-muted">{t('link.lastError')}</dt>
        <dd className={link.lastError ? 'text-danger' : 'text-fg'}>
          {link.lastError ? `${link.lastErrorAt ?? ''} ${link.lastError}`.trim() : t('link.none')}
        </dd>
      </dl>
      {link.restartPending ? <p className="mt-2 text-sm text-warning">{t('link.pending')}</p> : null}
    </div>
  );
}

/** One message of each kind as it would be sent now, with its raw and compressed size. */
export function PreviewPanel({ preview }: { preview: NorthboundPreview[] | undefined }) {
  const { t } = useTranslation('northbound');
  if (!preview?.length) return null;
  return (
    <div className="space-y-3">
      {preview.map((p) => (
        <details key={p.kind} className="rounded-md border border-line bg-surface-2 p-2 text-sm">
          <summary className="cursor-pointer text-fg">
            {t(`preview.kinds.${p.kind}`)} · <span className="font-mono text-xs">{p.topic}</span> ·{' '}
            <span className="text-muted" data-testid={`preview-size-${p.kind}`}>
              {t('preview.sizes', {
                raw: formatBytes(p.rawBytes),
                compressed: formatBytes(p.compressedBytes),
              })}
            </span>
          </summary>
          <pre className="mt-2 max-h-48 overflow-auto text-xs whitespace-pre-wrap break-all text-muted">
            {p.json}
          </pre>
        </details>
      ))}
    </div>
  );
}
