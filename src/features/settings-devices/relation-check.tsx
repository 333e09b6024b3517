import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkBmsRelations } from '@/api/devices';
import { Button } from '@/components/button';

/** The BMS relation check on demand: each problem in the server's words, or that all is well. */
export function RelationCheckPanel({ site }: { site: string }) {
  const { t } = useTranslation('devices');
  const check = useMutation({ mutationFn: () => checkBmsRelations(site) });
  const r = check.data;
  return (
    <div className="space-y-2">
      <Button disabled={check.isPending} onClick={() => check.mutate()}>
        {t('relation.check')}
      </Button>
      {r ? (
        r.ok ? (
          <p role="status" className="text-sm text-success">
            {t('relation.ok', { count: r.clusters })}
          </p>
        ) : (
          <div role="alert" className="rounded-md border border-danger p-2 text-sm">
            <p className="font-medium text-danger">{t('relation.problems')}</p>
            <ul className="list-disc pl-5">
              {r.problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </div>
  );
}
