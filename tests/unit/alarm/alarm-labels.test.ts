import { beforeAll, describe, expect, it } from 'vitest';
import {
  alarmContent,
  filterTimeRange,
  isActive,
  levelLabelKey,
  parseGlobalAlarmForm,
  statusLabelKey,
  typeLabelKey,
} from '@/lib/alarm-labels';
import { i18n, initI18n } from '@/lib/i18n';
import { alarm } from './factories';

beforeAll(() => initI18n('zh'));

const inLanguage = (lng: 'zh' | 'en', key: string) => String(i18n.getFixedT(lng, 'alarm')(key as never));

describe('alarm level labels', () => {
  it('shows L1–L3 in English and 一级–三级 in Chinese', () => {
    expect([1, 2, 3].map((l) => inLanguage('en', levelLabelKey(l as 1 | 2 | 3)))).toEqual(['L1', 'L2', 'L3']);
    expect([1, 2, 3].map((l) => inLanguage('zh', levelLabelKey(l as 1 | 2 | 3)))).toEqual([
      '一级',
      '二级',
      '三级',
    ]);
  });
});

describe('alarm status labels', () => {
  it('names the four statuses of spec §4 in both languages', () => {
    const statuses = ['new', 'acknowledged', 'cleared', 'recovered'] as const;
    expect(statuses.map((s) => inLanguage('en', statusLabelKey(s)))).toEqual([
      'New',
      'Acknowledged',
      'Cleared',
      'Recovered',
    ]);
    expect(statuses.map((s) => inLanguage('zh', statusLabelKey(s)))).toEqual([
      '新告警',
      '已确认',
      '已清除',
      '已恢复',
    ]);
  });

  it('treats new and acknowledged as active, cleared and recovered as history', () => {
    expect(
      ['new', 'acknowledged', 'cleared', 'recovered'].map((s) => isActive({ status: s as never })),
    ).toEqual([true, true, false, false]);
  });

  it('labels known types and leaves unknown types to be shown verbatim', () => {
    expect(inLanguage('en', typeLabelKey('pcs')!)).toBe('PCS');
    expect(typeLabelKey('vendorSpecific')).toBeNull();
  });
});

describe('alarm content by language', () => {
  it('uses the English content in English and the Chinese content in Chinese', () => {
    const a = alarm({ content: '温度过高', contentEn: 'Over temperature' });
    expect(alarmContent(a, 'en')).toBe('Over temperature');
    expect(alarmContent(a, 'zh')).toBe('温度过高');
  });

  it('falls back to the Chinese content when the English one is empty or blank', () => {
    expect(alarmContent(alarm({ content: '温度过高', contentEn: '' }), 'en')).toBe('温度过高');
    expect(alarmContent(alarm({ content: '温度过高', contentEn: '   ' }), 'en')).toBe('温度过高');
  });

  it('returns markup unchanged, as text to render (never parsed)', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(alarmContent(alarm({ content: markup, contentEn: markup }), 'en')).toBe(markup);
  });
});

describe('global alarm form', () => {
  it('accepts the defaults of spec §9 and turns the checkbox into 0/1', () => {
    expect(parseGlobalAlarmForm({ enabled: false, level: '3', period: '0' })).toEqual({
      ok: true,
      value: { enabled: 0, level: 3, period: 0 },
    });
    expect(parseGlobalAlarmForm({ enabled: true, level: '1', period: ' 15 ' })).toEqual({
      ok: true,
      value: { enabled: 1, level: 1, period: 15 },
    });
  });

  it('rejects a level outside L1–L3 and a period that is not a whole number of 0–1440 minutes', () => {
    expect(parseGlobalAlarmForm({ enabled: true, level: '4', period: '1441' })).toEqual({
      ok: false,
      errors: { level: 'levelInvalid', period: 'periodInvalid' },
    });
    for (const period of ['', '-1', '1.5', 'abc', '1e3'])
      expect(parseGlobalAlarmForm({ enabled: true, level: '2', period }).ok, period).toBe(false);
    expect(parseGlobalAlarmForm({ enabled: true, level: '2', period: '1440' }).ok).toBe(true);
  });
});

describe('filter time range', () => {
  it('sends whole minutes: start at :00, end at :59', () => {
    expect(filterTimeRange('2026-11-01T08:30', '2026-11-02T09:15')).toEqual({
      startTime: '2026-11-01 08:30:00',
      endTime: '2026-11-02 09:15:59',
    });
    expect(filterTimeRange('', '')).toEqual({ startTime: undefined, endTime: undefined });
  });

  it('refuses a reversed or malformed range', () => {
    expect(filterTimeRange('2026-11-02T00:00', '2026-11-01T00:00')).toBeNull();
    expect(filterTimeRange('yesterday', '')).toBeNull();
  });
});
