import { describe, expect, it } from 'vitest';
import { answersVersion, findCall, VERSIONED_ENTITIES } from '@/contract/calls';

/*
 * The `version` field extension (src/contract/calls/versioned.ts): every call it names is a call
 * the console makes (a row of the call table), each entity once, each with its fallback.
 */
describe('the versioned records of the call table', () => {
  it('names only calls of the call table, each entity once, each falling back to saving without', () => {
    const keys = VERSIONED_ENTITIES.flatMap((e) => [...e.answers, ...e.saves]);
    const unknown = keys.filter((k) => {
      const [method, path] = k.split(' ');
      return !findCall(method, path);
    });
    expect(unknown).toEqual([]);
    const entities = VERSIONED_ENTITIES.map((e) => e.entity);
    expect(new Set(entities).size).toBe(entities.length);
    for (const e of VERSIONED_ENTITIES) {
      expect(e.fallback).toBe('without');
      expect(e.answers.length * e.saves.length, e.entity).toBeGreaterThan(0);
    }
  });

  it('says which answers carry versions', () => {
    expect(answersVersion('GET', 'deviceManagement/list')).toBe(true);
    expect(answersVersion('post', '/deviceManagement/save/')).toBe(true);
    expect(answersVersion('GET', 'deviceManagement/getTemplate/1')).toBe(false);
  });
});
