import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

/** Shows a reset password once; closing the dialog forgets it. */
export function ResetPasswordDialog({
  account,
  password,
  onClose,
}: {
  account: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['sysusers', 'common']);
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('users.resetTitle')}
      description={t('users.resetShown', { account })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <div className="flex items-center gap-3">
        <code
          data-testid="new-password"
          className="rounded-md border border-line bg-surface-2 px-3 py-2 font-mono text-lg tracking-wider text-fg select-all"
        >
          {password}
        </code>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(password).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('users.copied') : t('users.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
