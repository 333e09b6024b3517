import { describe, expect, it } from 'vitest';
import { containerLabel } from '../../../src/lib/container-name';

const zh = (no: number) => `${no}号储能舱`;
const en = (no: number) => `Container ${no}`;

describe('containerLabel', () => {
  it('gives a placeholder name ("#1", "2", "No. 3") the rule name, with the stored one as tooltip', () => {
    expect(containerLabel({ no: 1, name: '#1' }, 'en', en)).toEqual({ text: 'Container 1', title: '#1' });
    expect(containerLabel({ no: 1, name: '#1' }, 'zh', zh)).toEqual({ text: '1号储能舱', title: '#1' });
    expect(containerLabel({ no: 2, name: ' 2 ' }, 'zh', zh).text).toBe('2号储能舱');
    expect(containerLabel({ no: 3, name: 'No. 3' }, 'en', en).text).toBe('Container 3');
  });

  it('gives a container without a name the rule name and no tooltip', () => {
    expect(containerLabel({ no: 4, name: '' }, 'en', en)).toEqual({ text: 'Container 4' });
    expect(containerLabel({ no: 4, name: null }, 'zh', zh)).toEqual({ text: '4号储能舱' });
  });

  it('shows a real name as stored; a Chinese one in en by rule with the name as tooltip', () => {
    expect(containerLabel({ no: 1, name: '东区1号' }, 'zh', zh)).toEqual({ text: '东区1号' });
    expect(containerLabel({ no: 1, name: 'East block' }, 'zh', zh)).toEqual({ text: 'East block' });
    expect(containerLabel({ no: 1, name: 'East block' }, 'en', en)).toEqual({ text: 'East block' });
    expect(containerLabel({ no: 1, name: '1号储能舱' }, 'en', en)).toEqual({
      text: 'Container 1',
      title: '1号储能舱',
    });
  });
});
