/*
 * Optimistic concurrency (src/contract/conflict.ts, issue 33 defect 6) is an extension of spec
 * calls rather than a call of its own: the list answers carry a `version` per record and the save
 * sends back the one the edit started from; a save over a newer version answers 409. The spec
 * names neither the field nor the 409, so a real backend answers without `version`. Fallback
 * (`without`): a record read without a version is saved without one, unconditionally, as before
 * (`versionToSend` in src/components/crud/use-conflict.ts); the conflict notice never shows.
 * `--spec-only` answers these calls without `version`, as such a backend would.
 */

/** One versioned entity: the calls that answer its records and the saves that name a version. */
export interface VersionedEntity {
  /** The simulator's revision key (simulator/http/revisions.ts). */
  entity: string;
  /** Calls whose answer carries `version` on each record (a list, a page or one record). */
  answers: readonly string[];
  /** Saves that send `version` (body field) and may answer 409. */
  saves: readonly string[];
  fallback: 'without';
}

const row = (entity: string, answers: string[], saves: string[]): VersionedEntity => ({
  entity,
  answers,
  saves,
  fallback: 'without',
});

const PRICE = 'electricprice/template';

/** Every versioned record of the console, by the `METHOD path` of the call table's rows. */
export const VERSIONED_ENTITIES: readonly VersionedEntity[] = [
  row('priceTimeline', [`GET ${PRICE}/timeline/list`], [`POST ${PRICE}/timeline/save`]),
  row('priceUnit', [`GET ${PRICE}/unit/list`], [`POST ${PRICE}/unit/save`]),
  // A removal names the one day's version (query `version`) too.
  row(
    'priceSpecial',
    [`GET ${PRICE}/specialRelation/list`],
    [`POST ${PRICE}/specialRelation/save`, `POST ${PRICE}/specialRelation/remove`],
  ),
  row('user', ['GET user/list'], ['POST user/edit']),
  row(
    'strategyTemplate',
    ['GET strategy/template/list', 'GET strategy/template/detail'],
    ['POST strategy/template/save'],
  ),
  row('device', ['GET deviceManagement/list'], ['POST deviceManagement/save']),
  row('container', ['GET container/list'], ['POST container/submit']),
  row('meterTemplate', ['GET multiRateMeter/list'], ['POST multiRateMeter/saveTemplate']),
  // The console adds meter changes and never edits one; an edit through the API is checked.
  row('meterChange', ['GET changeMeterSchedule/list'], ['POST changeMeterSchedule/save']),
  row('pushGroup', ['GET alarmPush/group/list'], ['POST alarmPush/group/submit']),
  row('pushLevel', ['GET alarmPush/level/list'], ['POST alarmPush/level/submit']),
  // One group's relation on one site (0 before its first set).
  row('pushRelation', ['GET alarmPush/groupRelation/edit'], ['POST alarmPush/groupRelation/set']),
  row('envTemplate', ['GET environmentTemplate/list'], ['POST environmentTemplate/save']),
  // Kept in the tag_template table's own version column, not the simulator's revision table.
  row('tagTemplate', ['GET tagtemplate/page', 'POST tagtemplate/save'], ['POST tagtemplate/update']),
  // One tag-data export configuration per device type, kept in its own table's version column.
  row(
    'exportConfig',
    ['GET dataexportconfig/page', 'GET dataexportconfig/detail'],
    ['POST dataexportconfig/update'],
  ),
];

/** Whether a call's answer carries record versions (a list, or a save's stored record). */
export function answersVersion(method: string, path: string): boolean {
  const key = `${method.toUpperCase()} ${path.replace(/^\/+|\/+$/g, '')}`;
  return VERSIONED_ENTITIES.some((e) => e.answers.includes(key) || e.saves.includes(key));
}
