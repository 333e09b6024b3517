import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchDeleteDevices, batchUpdate, bindGroup, setPtCt, updateContainer } from '@/api/devices';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import type { BatchResult, DeviceSelection } from '@/contract/api/devices';
import {
  BATCH_ACTIONS as ACTIONS,
  type BatchAction as Action,
  type BatchArgs,
  batchArgs,
} from './batch-args';
import { selectClass } from './filter-bar';
import type { DeviceRefs } from './use-device-refs';

/** Runs one batch action on the selection; rejects (already toasted) on a refused call. */
async function run(site: string, args: BatchArgs, selection: DeviceSelection): Promise<BatchResult> {
  switch (args.action) {
    case 'bind':
      return bindGroup(site, selection, args.groupNo);
    case 'container':
      return updateContainer(site, selection, args.value);
    case 'ptct':
      return setPtCt(site, selection, args.pt, args.ct);
    case 'delete':
      return batchDeleteDevices(site, selection);
    default:
      return batchUpdate(site, args.action, selection, args.value);
  }
}

/**
 * The batch actions over a selection (a page's ticked rows, or everything matching the filter):
 * bind to a cluster, move to a container, upper device, subsystem, extra information, PT/CT,
 * delete. The answer's result per device goes to `onDone`.
 */
export function BatchBar({
  site,
  selection,
  count,
  refs,
  canEdit,
  readOnlyReason,
  onDone,
}: {
  site: string;
  selection: DeviceSelection | null;
  count: number;
  refs: DeviceRefs['refs'];
  canEdit: boolean;
  readOnlyReason?: string;
  onDone: (result: BatchResult) => void;
}) {
  const { t } = useTranslation(['devices', 'errors']);
  const [action, setAction] = useState<Action>('bind');
  const [v, setV] = useState({ value: '', pt: '1', ct: '1' });
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: (args: BatchArgs) => run(site, args, selection!),
    onSuccess: onDone,
  });
  const apply = async () => {
    if (!selection) return;
    const args = batchArgs(action, v);
    setInvalid(args === 'invalid');
    if (args === 'invalid') return;
    if (action === 'delete' && !(await confirm(t('batch.confirmDelete', { count }), { danger: true })))
      return;
    mutation.mutate(args);
  };
  const disabled = !selection || !canEdit || mutation.isPending;
  return (
    <div role="group" aria-label={t('batch.title')} className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('batch.title')}
        className={selectClass}
        value={action}
        onChange={(e) => {
          setAction(e.target.value as Action);
          setV((x) => ({ ...x, value: '' }));
          setInvalid(false);
        }}
      >
        {ACTIONS.map((a) => (
          <option key={a} value={a}>
            {t(`batch.${a}`)}
          </option>
        ))}
      </select>
      {action === 'container' ? (
        <select
          aria-label={t('columns.container')}
          className={selectClass}
          value={v.value}
          onChange={(e) => setV({ ...v, value: e.target.value })}
        >
          <option value="">{t('none')}</option>
          {refs.containers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      ) : action === 'ptct' ? (
        <>
          <input
            aria-label={t('columns.pt')}
            inputMode="decimal"
            className={`${selectClass} w-20`}
            value={v.pt}
            onChange={(e) => setV({ ...v, pt: e.target.value })}
          />
          <input
            aria-label={t('columns.ct')}
            inputMode="decimal"
            className={`${selectClass} w-20`}
            value={v.ct}
            onChange={(e) => setV({ ...v, ct: e.target.value })}
          />
        </>
      ) : action === 'delete' ? null : (
        <input
          aria-label={action === 'bind' ? t('batch.groupNo') : t('batch.value')}
          placeholder={action === 'bind' ? t('batch.groupNo') : t('batch.value')}
          // Wide enough for its placeholder in either language and skin ('Cluster number (empty =
          // unbind)' was cut at 1280 in en): a width in ch grows with the skin's type.
          className={`${selectClass} ${action === 'bind' ? 'w-[34ch]' : 'w-56'} max-w-full`}
          value={v.value}
          onChange={(e) => setV({ ...v, value: e.target.value })}
        />
      )}
      <Button
        variant={action === 'delete' ? 'danger' : 'primary'}
        disabled={disabled}
        title={readOnlyReason}
        onClick={() => void apply()}
      >
        {t('batch.apply')}
      </Button>
      {invalid ? (
        <span role="alert" className="text-sm text-danger">
          {t('errors:correctParameter')}
        </span>
      ) : null}
    </div>
  );
}
