import { describe, expect, it } from 'vitest';
import type { ExportConfig } from '@/contract/api/data-export-config';
import {
  configIssueText,
  headerFrom,
  headerPreview,
  toConfigForm,
} from '@/features/data-export-sys/config-form';
import { shownTags, toggledDisplay } from '@/features/data-export-sys/use-live-preview';
import { changeLanguage, initI18n, translate } from '@/lib/i18n';

const config: ExportConfig = {
  id: 'station',
  dictKey: 'station',
  dictName: '储能系统',
  dictNameEn: 'Storage system',
  updateTime: '',
  version: 0,
  columns: [
    { tagNo: 'ST_P', include: true, title: '充放电功率', titleEn: 'Charge power', unit: 'kW' },
    { tagNo: 'ST_SOC', include: true, title: '储能SOC', titleEn: '', unit: '%' },
    { tagNo: 'ST_AUX', include: false, title: '辅助用电', titleEn: 'Auxiliary power', unit: 'kW' },
    { tagNo: 'ST_X', include: true, title: '其他', titleEn: 'Other', unit: '' },
  ],
};

describe('the export configuration form (dataExportSys)', () => {
  it('edits the columns without their units and previews the included headers', () => {
    expect(toConfigForm(config).columns[0]).toEqual({
      tagNo: 'ST_P',
      include: true,
      title: '充放电功率',
      titleEn: 'Charge power',
    });
    expect(headerPreview(config, 'en', 2)).toBe('Charge power (kW), 储能SOC (%), …');
    expect(headerPreview(config, 'zh')).toBe('充放电功率 (kW), 储能SOC (%), 其他');
  });

  it('names the row and the field of a column issue, in both languages', async () => {
    initI18n('en');
    await changeLanguage('en');
    const t = ((key: string, v?: Record<string, unknown>) => translate(`data:${key}`, v)) as never;
    const issue = { path: ['columns', 1, 'titleEn'], message: 'required', params: {} };
    expect(configIssueText(t, issue)).toBe('Row 2: Title (English) is required');
    expect(configIssueText(t, { path: ['columns'], message: 'noneIncluded', params: {} })).toBe(
      'Export at least one column',
    );
    await changeLanguage('zh');
    expect(configIssueText(t, issue)).toBe('第 2 行：英文标题不能为空');
  });

  it('heads a tag by its configured title, else by its template', () => {
    const headerOf = headerFrom(
      [{ tagNo: 'ST_P', header: 'Charge power (kW)' }],
      [
        { tagNo: 'ST_P', name: '储能功率', nameEn: 'Storage power', unit: 'kW' },
        { tagNo: 'ST_SOC', name: '储能SOC', nameEn: 'Storage SOC', unit: '%' },
      ],
      true,
    );
    expect([headerOf('ST_P'), headerOf('ST_SOC'), headerOf('NOPE')]).toEqual([
      'Charge power (kW)',
      'Storage SOC (%)',
      'NOPE',
    ]);
  });
});

describe('the live preview columns (getForDisplay / setDisplay)', () => {
  it('shows the picked tags the choice keeps; every picked tag without a choice (code 404)', () => {
    expect(shownTags(['A', 'B', 'C'], { dictKey: 'x', tagNos: ['C', 'A'] })).toEqual(['A', 'C']);
    expect(shownTags(['A', 'B'], null)).toEqual(['A', 'B']);
  });

  it('hides or shows one tag, starting from every titled tag when there is no choice yet', () => {
    const titles = ['A', 'B', 'C'].map((tagNo) => ({ tagNo, title: tagNo, unit: '', header: tagNo }));
    expect(toggledDisplay('x', null, titles, 'B', false)).toEqual({ dictKey: 'x', tagNos: ['A', 'C'] });
    expect(toggledDisplay('x', { dictKey: 'x', tagNos: ['A'] }, titles, 'C', true).tagNos).toEqual([
      'A',
      'C',
    ]);
  });
});
