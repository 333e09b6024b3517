import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { settleConfirm, useConfirmQueue } from './confirm-store';
import { Dialog } from './dialog';

export { confirm } from './confirm-store';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A controlled confirmation (Radix dialog); Escape and outside clicks cancel. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title ?? t('confirm.title')}
      description={message}
      footer={
        <>
          <Button onClick={onCancel}>{t('actions.cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}

/** Mount once (the app providers do): shows the requests of `confirm()` one at a time. */
export function ConfirmHost() {
  const current = useConfirmQueue((s) => s.queue[0]);
  if (!current) return null;
  return (
    <ConfirmDialog
      key={current.id}
      open
      message={current.message}
      title={current.title}
      confirmLabel={current.confirmLabel}
      danger={current.danger}
      onConfirm={() => settleConfirm(current.id, true)}
      onCancel={() => settleConfirm(current.id, false)}
    />
  );
}
