import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAlarmHistory, getTop20 } from '@/api/alarm';
import { alarmPushKeys, getPushGroups, getPushLevels, getRelations } from '@/api/alarm-push';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import type { AlarmRecord } from '@/contract/alarm';
import { pushMessages, type Recipient, resolveRecipients } from '@/contract/alarm-push-resolve';
import { alarmContent } from '@/lib/alarm-labels';
import { useSite } from '@/stores/site';
import { useLocalName } from './shared';

const cell = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** Active alarms and the newest page of history of the site, for the picker. */
function useAlarms(site: string) {
  return useQuery({
    queryKey: [...alarmPushKeys.all, 'alarms', site],
    queryFn: async () => {
      const [live, history] = await Promise.all([
        getTop20(site),
        getAlarmHistory(site, { current: 1, size: 20 }),
      ]);
      return { live: live ?? [], history: history?.records ?? [] };
    },
  });
}

/**
 * "Who would be told" (issue 25): pick an alarm, see its recipients, channels and message in zh
 * and en, resolved by the same function the station runs when an alarm rises.
 */
export function WhoPanel() {
  const { t, i18n } = useTranslation('alarm-push');
  const { t: ta } = useTranslation('alarm');
  const site = useSite((s) => s.currentSite);
  const local = useLocalName();
  const alarms = useAlarms(site);
  const groups = useQuery({ queryKey: alarmPushKeys.groups, queryFn: getPushGroups });
  const levels = useQuery({ queryKey: alarmPushKeys.levels, queryFn: getPushLevels });
  const relations = useQuery({ queryKey: alarmPushKeys.relations(site), queryFn: () => getRelations(site) });
  const [picked, setPicked] = useState('');
  const all = [...(alarms.data?.live ?? []), ...(alarms.data?.history ?? [])];
  const alarm = all.find((a) => a.id === picked) ?? null;
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const label = (a: AlarmRecord) =>
    `${a.occurredTime} · ${ta(`level.${a.level}`)} · ${a.deviceName} · ${alarmContent(a, lang)}`;
  const ready = groups.data && levels.data && relations.data;
  const resolved =
    alarm && ready
      ? resolveRecipients(alarm, site, {
          groups: groups.data,
          levels: levels.data,
          relations: relations.data,
        })
      : null;
  const groupName = (id: string) => {
    const g = groups.data?.find((x) => x.id === id);
    return g ? local(g) : id;
  };
  const levelName = (id: string) => {
    const l = levels.data?.find((x) => x.id === id);
    return l ? local(l) : id;
  };
  const title = t('who.title');
  return (
    <Card tone="panel" title={title}>
      <p className="mb-3 text-xs text-muted">{t('who.hint')}</p>
      <label className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t('who.alarm')}</span>
        <select
          className={`${cell} min-w-0 flex-1`}
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
        >
          <option value="">{all.length ? t('who.pick') : t('who.noAlarms')}</option>
          {(
            [
              ['live', alarms.data?.live ?? []],
              ['history', alarms.data?.history ?? []],
            ] as const
          ).map(([kind, rows]) =>
            rows.length ? (
              <optgroup key={kind} label={t(`who.${kind}`)}>
                {rows.map((a) => (
                  <option key={a.id} value={a.id}>
                    {label(a)}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      </label>
      {alarm && resolved ? (
        <div className="space-y-3" data-testid="who-result">
          {resolved.recipients.length === 0 ? (
            <p role="status" className="text-sm text-warning">
              {t('who.nobody')}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted">{t('who.count', { count: resolved.recipients.length })}</p>
              <DataTable<Recipient>
                caption={title}
                rows={resolved.recipients}
                rowKey={(r) => `${r.userId}-${r.channel}`}
                columns={[
                  {
                    key: 'who',
                    header: t('who.recipient'),
                    render: (r) => (r.realName ? `${r.realName} (${r.account})` : r.account),
                  },
                  { key: 'channel', header: t('who.channel'), render: (r) => t(`channels.${r.channel}`) },
                  { key: 'address', header: t('who.address'), render: (r) => r.address },
                  {
                    key: 'via',
                    header: t('who.via'),
                    render: (r) =>
                      `${r.groupIds.map(groupName).join(', ')} / ${r.levelIds.map(levelName).join(', ')}`,
                  },
                ]}
              />
            </>
          )}
          {resolved.skipped.length ? (
            <div role="note" className="text-sm">
              <div className="font-semibold text-warning">{t('who.skipped')}</div>
              <ul className="list-inside list-disc text-muted">
                {resolved.skipped.map((s) => (
                  <li key={`${s.userId}-${s.channel}`}>
                    {t(`who.${s.reason}`, { name: s.realName || s.account })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Messages alarm={alarm} site={site} />
        </div>
      ) : null}
    </Card>
  );
}

function Messages({ alarm, site }: { alarm: AlarmRecord; site: string }) {
  const { t } = useTranslation('alarm-push');
  const m = pushMessages(alarm, site);
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="text-muted">{t('who.messageZh')}</dt>
      <dd lang="zh" data-testid="who-message-zh">
        {m.zh}
      </dd>
      <dt className="text-muted">{t('who.messageEn')}</dt>
      <dd lang="en" data-testid="who-message-en">
        {m.en}
      </dd>
    </dl>
  );
}
