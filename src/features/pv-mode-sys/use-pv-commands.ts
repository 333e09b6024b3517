import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getPvManualState, setPvEnable, setPvPower, setPvRun } from '@/api/pv';
import { confirm } from '@/components/confirm-store';
import { notify } from '@/components/toast';

export type PvCommand =
  | { kind: 'enable'; no: number; value: 0 | 1 }
  | { kind: 'run'; no: number; value: 0 | 1 }
  | { kind: 'power'; no: number; value: number };

/** The manual state (polled) and one command at a time, each after a confirmation. */
export function usePvControl(site: string) {
  const { t } = useTranslation('subsystems');
  const client = useQueryClient();
  const state = useQuery({
    queryKey: ['pvControl', 'manualState', site],
    queryFn: () => getPvManualState(site),
    refetchInterval: 5_000,
  });
  const command = useMutation({
    mutationFn: (c: PvCommand) =>
      c.kind === 'enable'
        ? setPvEnable(site, c.no, c.value)
        : c.kind === 'run'
          ? setPvRun(site, c.no, c.value)
          : setPvPower(site, c.no, c.value),
    // The API client already showed the server's message ('Command send failed!', ...).
    onSuccess: () => notify.success(t('pvMode.sent')),
    onSettled: () => void client.invalidateQueries({ queryKey: ['pvControl', 'manualState', site] }),
  });
  // One `send` for the page's life (the rows are memoised: a poll renders the rows it changed);
  // one command at a time, its confirmation included.
  const pending = useRef(false);
  const { mutateAsync } = command;
  const send = useCallback(
    async (c: PvCommand): Promise<boolean> => {
      if (pending.current) return false;
      pending.current = true;
      const message =
        c.kind === 'enable'
          ? t(c.value ? 'pvMode.confirmEnable' : 'pvMode.confirmDisable', { n: c.no })
          : c.kind === 'run'
            ? t(c.value ? 'pvMode.confirmStart' : 'pvMode.confirmStop', { n: c.no })
            : t('pvMode.confirmPower', { n: c.no, power: c.value });
      try {
        if (!(await confirm(message, { title: t('pvMode.title') }))) return false;
        await mutateAsync(c);
        return true;
      } catch {
        return false;
      } finally {
        pending.current = false;
      }
    },
    [t, mutateAsync],
  );
  return { state, send, pending: command.isPending };
}
