import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containersKeys, getCh4, setCh4 } from '@/api/containers';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { CH4_LIMITS } from '@/contract/api/containers';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';

/** The site's CH4 alarm threshold and each container's reading (refreshed every 5 s). */
export function Ch4Panel({ site }: { site: string }) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const canEdit = useMayCall('POST', 'container/ch4/set');
  const query = useQuery({
    queryKey: containersKeys.ch4(site),
    queryFn: () => getCh4(site),
    refetchInterval: 5000,
  });
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (query.data ? String(query.data.ch4) : '');
  const n = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(n) && n >= CH4_LIMITS.min && n <= CH4_LIMITS.max;
  const save = useMutation({
    mutationFn: () => setCh4(site, n),
    onSuccess: () => {
      notify.success(t('containers.ch4.saved'));
      setTyped(null);
      void client.invalidateQueries({ queryKey: containersKeys.ch4(site) });
    },
  });
  return (
    <section aria-labelledby="ch4-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="ch4-title" className="mb-2 text-base font-semibold">
        {t('containers.ch4.title')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <div className="w-56">
          <TextField
            label={t('containers.ch4.threshold')}
            inputMode="numeric"
            value={value}
            disabled={!canEdit}
            title={canEdit ? undefined : tc('permission.adminOnly')}
            hint={t('containers.ch4.hint')}
            error={value !== '' && !valid ? `${CH4_LIMITS.min}–${CH4_LIMITS.max} ppm` : null}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="primary"
          className="mb-3"
          disabled={!canEdit || !valid || save.isPending}
          title={canEdit ? undefined : tc('permission.adminOnly')}
        >
          {t('containers.ch4.save')}
        </Button>
      </form>
      <ul className="flex flex-wrap gap-3 text-sm">
        {(query.data?.readings ?? []).map((r) => (
          <li key={r.containerNo} className={r.ppm > (query.data?.ch4 ?? Infinity) ? 'text-danger' : ''}>
            {t('containers.ch4.reading', { no: r.containerNo, ppm: r.ppm })}
          </li>
        ))}
      </ul>
    </section>
  );
}
