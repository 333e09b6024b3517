import { describe, expect, it } from 'vitest';
import { summarize } from '../../../simulator/http/oplog-labels';

describe('operation-log labels of the price writes', () => {
  it('names the writes in both languages, also an :id route logged with its concrete path', () => {
    expect(summarize('POST', 'electricprice/template/timeline/save', '', 'en')).toBe('Save price timeline');
    expect(summarize('POST', 'electricprice/template/relation/save', '', 'zh')).toBe('保存月份时段关系');
    // The id of the path is the fact (issue 30): its name as stored with the row, else the id.
    expect(summarize('POST', 'multiRateMeter/delete/5', '', 'en')).toBe(
      'Delete multi-rate meter template (template #5)',
    );
    expect(summarize('POST', 'multiRateMeter/delete/5', '', 'zh', true, { '@path': ['峰谷', '峰谷'] })).toBe(
      '删除复费率电表模板（模板 峰谷）',
    );
  });
});
