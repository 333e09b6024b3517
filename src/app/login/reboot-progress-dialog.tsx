import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getVersion } from '@/api/config';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import {
  formatElapsed,
  REBOOT_MAX_MS,
  REBOOT_POLL_MS,
  rebootProgress,
  shouldPollReboot,
} from './reboot-timing';

type Phase = 'waiting' | 'back' | 'notBack';

/** Waits out the 3–5 minute restart, then asks the service whether it is back. */
export function RebootProgressDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [elapsed, setElapsed] = useState(0);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [startedAt] = useState(() => Date.now());
  const lastPoll = useRef(0);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setInterval(() => {
      const now = Date.now() - startedAt;
      setElapsed(now);
      if (now > REBOOT_MAX_MS) setPhase('notBack');
      else if (shouldPollReboot(now) && now - lastPoll.current >= REBOOT_POLL_MS) {
        lastPoll.current = now;
        getVersion({
          headers: { 'Blade-Auth': `bearer ${token}` },
          silent: true,
          timeout: REBOOT_POLL_MS,
        }).then(
          () => setPhase('back'),
          () => undefined, // still restarting
        );
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, token, startedAt]);

  return (
    <Dialog
      open
      modal={phase === 'waiting' ? 'locked' : 'dismissable'}
      onOpenChange={(open) => !open && phase !== 'waiting' && onClose()}
      title={t('reboot.title')}
      footer={phase === 'waiting' ? null : <Button onClick={onClose}>{t('common:actions.close')}</Button>}
    >
      {phase === 'waiting' ? (
        <>
          <p className="text-sm text-muted">
            {t('reboot.progress', { elapsed: formatElapsed(elapsed), total: formatElapsed(REBOOT_MAX_MS) })}
          </p>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(rebootProgress(elapsed) * 100)}
            className="mt-3 h-2 overflow-hidden rounded bg-surface-2"
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${rebootProgress(elapsed) * 100}%` }}
            />
          </div>
        </>
      ) : (
        <p className={phase === 'back' ? 'text-success' : 'text-warning'}>{t(`reboot.${phase}`)}</p>
      )}
    </Dialog>
  );
}
