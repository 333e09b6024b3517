import { describe, expect, it } from 'vitest';
import { featureSections, hasPage } from '../../../src/app/page-registry';
import { CHILD_PAGES } from '../../../src/app/pages';
import { sweepTargets } from '../../perf/page-list';

describe('the bench page sweep list', () => {
  const targets = sweepTargets();
  it('holds every child page the console registry serves, and no other', () => {
    const registered = CHILD_PAGES.filter((p) => hasPage(p));
    expect(targets.filter((t) => t.kind === 'page').map((t) => t.name)).toEqual(registered);
    // The pages the spec lists are all there (the registry is not accidentally empty).
    for (const p of ['mainSys', 'powerSys', 'alarmSys', 'pvSys', 'fdjSys', 'chargingPileSys', 'outageSys'])
      expect(registered).toContain(p);
  });
  it('holds every settings section of the registry, each at its settings URL', () => {
    const sections = targets.filter((t) => t.kind === 'settings');
    expect(sections.map((t) => t.name.replace('settings/', '')).sort()).toEqual(
      featureSections.map((s) => s.id).sort(),
    );
    expect(sections.length).toBeGreaterThan(5);
    for (const s of sections) expect(s.path).toBe(`/index/${s.name}`);
  });
});
