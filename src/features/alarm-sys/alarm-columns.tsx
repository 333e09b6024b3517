import type { TFunction } from 'i18next';
import type { Column } from '@/components/data-table';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey, levelTone, statusLabelKey, typeLabelKey } from '@/lib/alarm-labels';
import { formatDate } from '@/lib/format/date';
import { EMPTY } from '@/lib/format/number';
import type { Language } from '@/lib/i18n/languages';

export function LevelChip({ level, label }: { level: AlarmRecord['level']; label: string }) {
  return (
    <span
      className={`inline-block rounded border px-1.5 whitespace-nowrap py-0.5 text-xs font-semibold ${levelTone(level)}`}
    >
      {label}
    </span>
  );
}

const STATUS_TONE: Record<AlarmRecord['status'], string> = {
  new: 'text-danger',
  acknowledged: 'text-warning',
  cleared: 'text-muted',
  recovered: 'text-success',
};

/** Every field of the alarm entity (spec §3) as table columns; content is a text node. */
export function alarmColumns(t: TFunction<'alarm'>, language: Language): Column<AlarmRecord>[] {
  const text = (value: string | null | undefined) => (value ? value : EMPTY);
  const nowrap = (value: string) => <span className="whitespace-nowrap">{value}</span>;
  return [
    {
      key: 'number',
      header: t('field.number'),
      render: (a) => <span className="font-mono">{a.number}</span>,
    },
    {
      key: 'level',
      header: t('field.level'),
      render: (a) => <LevelChip level={a.level} label={t(levelLabelKey(a.level))} />,
    },
    {
      key: 'content',
      header: t('field.content'),
      render: (a) => (
        <span data-testid="alarm-content" className="inline-block min-w-48 break-words">
          {alarmContent(a, language)}
        </span>
      ),
    },
    {
      key: 'type',
      header: t('field.type'),
      render: (a) => {
        const key = typeLabelKey(a.type);
        return nowrap(key ? t(key) : text(a.type));
      },
    },
    {
      key: 'status',
      header: t('field.status'),
      render: (a) => (
        <span className={`whitespace-nowrap ${STATUS_TONE[a.status]}`}>{t(statusLabelKey(a.status))}</span>
      ),
    },
    { key: 'deviceName', header: t('field.deviceName'), render: (a) => nowrap(text(a.deviceName)) },
    { key: 'serialNumber', header: t('field.serialNumber'), render: (a) => nowrap(text(a.serialNumber)) },
    {
      key: 'occurredTime',
      header: t('field.occurredTime'),
      render: (a) => <span className="whitespace-nowrap">{formatDate(a.occurredTime, language)}</span>,
    },
    {
      key: 'processedTime',
      header: t('field.processedTime'),
      render: (a) => <span className="whitespace-nowrap">{formatDate(a.processedTime, language)}</span>,
    },
    { key: 'operator', header: t('field.operator'), render: (a) => nowrap(text(a.operator)) },
    { key: 'serviceId', header: t('field.serviceId'), render: (a) => text(a.serviceId) },
  ];
}
