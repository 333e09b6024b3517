import { describe, expect, it } from 'vitest';
import { labelEm } from '@/features/main-sys/flow-text';

describe('labelEm', () => {
  it('counts CJK and icons as 1 em, Latin narrower, spaces narrowest', () => {
    expect(labelEm('☀ 光伏')).toBe(3.3);
    expect(labelEm('⏚ Charging piles')).toBe(8.1);
    expect(labelEm('PV')).toBe(1);
  });
  it('ranks the longest English name above every Chinese one', () => {
    expect(labelEm('⏚ Charging piles')).toBeGreaterThan(labelEm('⚙ 发电机'));
  });
});
