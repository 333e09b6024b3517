import { useTranslation } from 'react-i18next';
import type { ConflictInfo } from '@/contract/conflict';
import { Button } from '../button';

/** "Someone saved this meanwhile": who and when, and the two ways on (what was typed is kept). */
export function ConflictNotice({
  conflict,
  busy,
  onReload,
  onOverwrite,
}: {
  conflict: ConflictInfo;
  busy?: boolean;
  onReload?: () => void;
  onOverwrite?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-2 rounded-md border border-warning p-3 text-sm text-fg">
      <p>{t('crud.conflict', { who: conflict.changedBy, when: conflict.changedAt })}</p>
      <div className="flex flex-wrap gap-2">
        {onReload ? (
          <Button onClick={onReload} disabled={busy}>
            {t('crud.reload')}
          </Button>
        ) : null}
        {onOverwrite ? (
          <Button variant="danger" onClick={onOverwrite} disabled={busy}>
            {t('crud.overwrite')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
