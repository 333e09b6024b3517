import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../src/contract/api/user';
import { DEMO_USERS } from '../../simulator/store/users';

/*
 * Issue 30: seeded people are a real station's staff in both languages, not interface words
 * ('Administrator' read English in zh). A user has one name field, so each reads as staff of a
 * Chinese station sign for bilingual colleagues: the name in characters, then in pinyin.
 */
const ROLE_WORDS = /^(admin|administrator|operator|guest|管理员|操作员|访客)$/i;

describe('seeded users', () => {
  it.each(DEMO_USERS.map((u) => [u.account, u.realName]))('%s is a person: %s', (_account, realName) => {
    const match = /^([\u4e00-\u9fff]{2,4}) ([A-Z][a-z]+ [A-Z][a-z]+)$/.exec(realName);
    expect(match, 'characters, then pinyin').not.toBeNull();
    expect(realName).not.toMatch(ROLE_WORDS);
    expect(realName.split(' ')[0]).not.toMatch(ROLE_WORDS);
  });

  it('are different people whose names fit the user form', () => {
    expect(new Set(DEMO_USERS.map((u) => u.realName)).size).toBe(DEMO_USERS.length);
    for (const u of DEMO_USERS)
      expect(
        profileSchema.safeParse({ realName: u.realName, phone: '', email: '', avatar: '' }).success,
      ).toBe(true);
  });
});
