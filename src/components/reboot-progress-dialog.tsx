import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import {
  formatElapsed,
  REBOOT_MAX_MS,
  REBOOT_POLL_MS,
  rebootProgress,
  shouldPollReboot,
} from './reboot-timing';

type Phase = 'waiting' | 'back' | 'notBack';

/**
 * Waits out the 3–5 minute restart, then asks the service whether it is back: `poll` resolves when
 * it answers (the login page's reboot, the northbound interface's restart). Components call no
 * backend, so the caller passes the question in.
 */
export function RebootProgressDialog({
  poll,
  onClose,
  title,
}: {
  poll: (timeoutMs: number) => Promise<unknown>;
  onClose: () => void;
  /** Default: the reboot's title. */
  title?: string;
}) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [elapsed, setElapsed] = useState(0);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [startedAt] = useState(() => Date.now());
  const lastPoll = useRef(0);
  // The caller's poll may be a new function each render; the timer reads the latest.
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  }, [poll]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setInterval(() => {
      const now = Date.now() - startedAt;
      setElapsed(now);
      if (now > REBOOT_MAX_MS) setPhase('notBack');
      else if (shouldPollReboot(now) && now - lastPoll.current >= REBOOT_POLL_MS) {
        lastPoll.current = now;
        pollRef.current(REBOOT_POLL_MS).then(
          () => setPhase('back'),
          () => undefined, // still restarting
        );
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [phase, startedAt]);

  return (
    <Dialog
      open
      modal={phase === 'waiting' ? 'locked' : 'dismissable'}
      onOpenChange={(open) => !open && phase !== 'waiting' && onClose()}
      title={title ?? t('reboot.title')}
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
