import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { conflictOf } from '@/contract/conflict';
import { notify } from '@/lib/notify';

export interface SettingSaveOptions<TValue, TSaved> {
  /** The API module's save; components call no backend. */
  save: (value: TValue) => Promise<TSaved>;
  /** The setting's query: the saved answer replaces its data (no refetch). */
  queryKey: QueryKey;
  /** Said when the save succeeds. */
  savedMessage: string;
  /**
   * For a save made with `{ silent: true }`: the failure is said as this prefix and the server's
   * message (e.g. errors:modifyInfoFailed). Without it the http client has already said it.
   */
  failedPrefix?: string;
  /** False for those the role table refuses: submit does nothing. */
  canSave?: boolean;
  /** Called after a successful save (e.g. the northbound interface then asks to restart). */
  onSaved?: (saved: TSaved) => void;
}

/**
 * The save of a single-setting form (disk alarm, activation date, basic config, logos, more
 * info, global alarm, the month relations): one call at a time, the answer put in the setting's
 * query, success said. It never touches the form's state, so what was typed stays as it is when
 * the save fails; a 409 (saved meanwhile by someone else) is kept as `conflict` for the form's
 * `<ConflictNotice>` until the next save or `clearConflict` (after a reload).
 */
export function useSettingSave<TValue, TSaved>(options: SettingSaveOptions<TValue, TSaved>) {
  const client = useQueryClient();
  const { canSave = true } = options;
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: (saved) => {
      client.setQueryData(options.queryKey, saved);
      notify.success(options.savedMessage);
      options.onSaved?.(saved);
    },
    onError: (error) => {
      if (options.failedPrefix === undefined) return;
      const reason = error instanceof Error ? error.message : '';
      notify.error(`${options.failedPrefix} ${reason}`.trim());
    },
  });
  return {
    /** Saves `value` unless a save is running or the user may not save. */
    submit: (value: TValue) => {
      if (mutation.isPending || !canSave) return;
      mutation.mutate(value);
    },
    saving: mutation.isPending,
    failed: mutation.isError,
    /** Who saved the setting meanwhile and when, after a save refused with 409; else null. */
    conflict: conflictOf(mutation.error),
    /** Forgets the refused save (the stored version was read again). */
    clearConflict: mutation.reset,
  };
}
