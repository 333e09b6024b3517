import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStackModel } from '@/api/devicegroup';
import { nodeConfigQuery } from '@/api/node-config';
import { Card } from '@/components/card';
import { ModelFields } from '@/components/model-fields';
import { QueryState } from '@/components/states';
import { chosenModel } from '@/contract/api/node-config';
import { useStackSilence } from '@/realtime/use-device-reporting';
import { usePreferences } from '@/stores/preferences';
import { OfflineSince } from '@/widgets/realtime/device-offline';

const POLL_MS = 5_000;

/**
 * The battery stack as its chosen model describes it (deviceChooseSys): the fields of that model,
 * from `devicegroup/getDuiModel`; another model shows other fields. Polled, so it need not render
 * with the page's live frames. While no cluster's BMS reports (issue 27) the stack has no data: it
 * says so with the last report, and shows none of the figures (they would be the last ones).
 */
export const StackPanel = memo(function StackPanel({ site }: { site: string }) {
  const { t } = useTranslation('power');
  const language = usePreferences((s) => s.language);
  const config = useQuery(nodeConfigQuery(site));
  const stack = useQuery({
    queryKey: ['devicegroup', 'getDuiModel', site],
    queryFn: () => getStackModel({ site }),
    refetchInterval: POLL_MS,
  });
  const model = chosenModel('bms', config.data);
  const silence = useStackSilence(site);
  const { t: td } = useTranslation('devices');
  return (
    <Card
      title={`${t('stack.title')} · ${language === 'zh' ? model.name : model.nameEn}`}
      label={t('stack.title')}
      className="mb-3"
      live
      testId="stack-panel"
    >
      {silence.silent ? (
        <div className="text-sm" data-testid="stack-offline">
          <p className="text-fg">{td('deviceOffline.stack')}</p>
          <OfflineSince lastSeen={silence.lastSeen} testId="stack-offline-since" />
        </div>
      ) : (
        <QueryState query={stack}>
          {(values) => (
            <ModelFields type="bms" model={model} values={values as unknown as Record<string, unknown>} />
          )}
        </QueryState>
      )}
    </Card>
  );
});
