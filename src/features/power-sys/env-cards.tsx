import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnvRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatNumber } from '@/lib/format/number';
import { useDeviceReporting } from '@/realtime/use-device-reporting';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { usePreferences } from '@/stores/preferences';
import { OfflineSince } from '@/widgets/realtime/device-offline';
import { EnvControl } from './env-control';
import { envRows } from './env-rows';
import { cardKeeper, envCards, sameShownCards } from './env-shown';

type Card = EnvRealtime['cards'][number];
type Field = Card['fields'][number];

/** Display text of an env field: its dictionary label in the language, else number + unit. */
export function envFieldText(field: Field, language: 'zh' | 'en'): string {
  const label = field.dict?.[String(field.value)];
  if (label) return label[language];
  if (typeof field.value === 'number')
    return `${formatNumber(field.value, 1)}${field.unit ? ` ${field.unit}` : ''}`;
  return field.value === '' ? '-' : field.value;
}

/** Fire and flooding sensors report 0 when all is well; anything else is shown as an alarm. */
function alarming(kind: Card['kind'], field: Field): boolean {
  return (kind === 'fire' || kind === 'flooding') && String(field.value) !== '0';
}

/**
 * One card: its fields and buttons, or, while its device does not report (issue 27), its name
 * and 'Offline · no data since …' (the devices topic), never the last values it had.
 */
const EnvCard = memo(function EnvCard({
  site,
  topic,
  card,
  language,
}: {
  site: string;
  topic: string;
  card: Card;
  language: 'zh' | 'en';
}) {
  const reporting = useDeviceReporting(site, card.deviceId ?? '');
  const silent = reporting.state === 'silent';
  return (
    <div
      className={`@container rounded-md bg-surface-2 p-2 text-xs ${silent ? 'border border-danger' : ''}`}
      data-testid="env-card"
      data-kind={card.kind}
      data-reporting={reporting.state}
    >
      <div className="mb-1 font-semibold text-fg">{language === 'zh' ? card.nameZh : card.nameEn}</div>
      {silent ? (
        <OfflineSince lastSeen={reporting.lastSeen} testId="env-card-offline" />
      ) : (
        <>
          {/* A name's words stay whole and a value on one line ('运/行/状/态' stacked beside two
          buttons at 1280): in a narrow card a row's buttons go under it, beside it from 20rem. */}
          <dl className="grid grid-cols-[minmax(min-content,1fr)_auto] items-center @xs:grid-cols-[minmax(min-content,1fr)_auto_auto] gap-x-2 gap-y-0.5 tabular-nums">
            {envRows(card.fields).map(({ field: f, controls }) => (
              <div key={f.identifier} className="contents">
                <dt className="text-muted [word-break:keep-all]">
                  {language === 'zh' ? f.nameZh : f.nameEn}
                </dt>
                <dd
                  className={`whitespace-nowrap ${alarming(card.kind, f) ? 'font-semibold text-danger' : ''}`}
                >
                  {envFieldText(f, language)}
                </dd>
                {controls.length > 0 && card.deviceId ? (
                  <span className="col-span-2 flex flex-wrap justify-end gap-1 @xs:col-span-1">
                    {controls.map((control) => (
                      <EnvControl
                        key={`${control.identifier}=${control.command}`}
                        site={site}
                        deviceId={card.deviceId ?? ''}
                        cardName={language === 'zh' ? card.nameZh : card.nameEn}
                        control={control}
                        value={f.value}
                        valueText={envFieldText(f, language)}
                        topic={topic}
                      />
                    ))}
                  </span>
                ) : (
                  <span className="hidden @xs:block" />
                )}
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
});

/** Air conditioner, fire, flooding and liquid-cooling cards of one container (env topic). */
export const EnvCards = memo(function EnvCards({ site, containerNo }: { site: string; containerNo: number }) {
  const { t } = useTranslation('power');
  const { t: te } = useTranslation('envcards');
  const language = usePreferences((s) => s.language);
  const topic = topics.env(site, containerNo);
  // Renders when a card shows something new, not with each 1 Hz message (issue 34); a card whose
  // text is unchanged keeps its object, so only the changed card renders.
  const latest = useTopicSelect<EnvRealtime, EnvRealtime['cards'] | undefined>(
    topic,
    envCards,
    sameShownCards,
  );
  const [keep] = useState(cardKeeper);
  const value = useMemo(() => latest && { cards: keep(latest) }, [latest, keep]);
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      data-testid="env-cards"
      aria-labelledby="env-title"
    >
      <h2 id="env-title" className="mb-2 text-sm font-semibold text-fg">
        {t('env.title', { n: containerNo })}
      </h2>
      {!value ? (
        <p className="text-xs text-muted">{t('live.waiting')}</p>
      ) : value.cards.length === 0 ? (
        <p className="text-xs text-muted">{te('noCards')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {value.cards.map((card) => (
            <EnvCard key={card.envId} site={site} topic={topic} card={card} language={language} />
          ))}
        </div>
      )}
    </section>
  );
});
