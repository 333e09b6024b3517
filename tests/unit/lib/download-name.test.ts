import { describe, expect, it } from 'vitest';
import { exportFileName, withDefaultExtension } from '@/lib/download-name';

const station = { stationName: '温州一号站', stationNameEn: 'Wenzhou No.1' };

describe('export file names', () => {
  it('prefixes the Chinese station name in zh', () => {
    expect(exportFileName('告警.xlsx', station, 'zh')).toBe('温州一号站_告警.xlsx');
  });
  it('uses the English station name when the language is not zh and one exists', () => {
    expect(exportFileName('alarms.xlsx', station, 'en')).toBe('Wenzhou No.1_alarms.xlsx');
    expect(exportFileName('alarms.xlsx', { ...station, stationNameEn: ' ' }, 'en')).toBe(
      '温州一号站_alarms.xlsx',
    );
  });
  it('defaults to a spreadsheet', () => {
    expect(withDefaultExtension('report')).toBe('report.xlsx');
    expect(withDefaultExtension('report.csv')).toBe('report.csv');
    expect(exportFileName('report', station, 'zh')).toBe('温州一号站_report.xlsx');
  });
  it('keeps only the file name when no station is known, and strips path characters', () => {
    expect(exportFileName('a.xlsx', null, 'zh')).toBe('a.xlsx');
    expect(exportFileName('a.xlsx', { stationName: 'A/B', stationNameEn: '' }, 'zh')).toBe('A-B_a.xlsx');
  });
});
