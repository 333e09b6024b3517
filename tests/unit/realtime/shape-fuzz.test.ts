import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_COL } from '@/contract/realtime-api';
import { parseRealtimePayload } from '@/contract/realtime-schemas';
import { isCompressedTopic, topics } from '@/contract/topics';
import { makeCluster, startService, zlibJson } from './fakes';
import {
  makeAlarm,
  makeEnv,
  makeGenerator,
  makeGrid,
  makePcs,
  makePiles,
  makePv,
  makeStation,
} from './payloads';

/*
 * Issue 18 point 1: a property-based fuzz of every real-time topic. Each case takes a well-formed
 * payload and breaks it by construction (a required field removed, a field given a value of
 * another JSON type, an array element replaced by a non-object or `{}`, or the whole message
 * replaced by a non-object). The worker must deliver none of them, count each as a shape error,
 * and keep the last good value.
 */

const SITE = 'WZ001';
const GOOD: Record<string, unknown> = {
  [topics.station(SITE)]: makeStation(),
  [topics.cluster(SITE, 1)]: makeCluster(1),
  [topics.pcs(SITE)]: makePcs(),
  [topics.grid(SITE)]: makeGrid(),
  [topics.pv(SITE)]: makePv(),
  [topics.generator(SITE)]: makeGenerator(),
  [topics.chargingPiles(SITE)]: makePiles(),
  [topics.env(SITE, 1)]: makeEnv(),
  [topics.alarm(SITE)]: makeAlarm(),
};
const TOPICS = Object.keys(GOOD);

/** Keys that may be absent (the contract's optional fields) and values that may be null. */
const OPTIONAL = new Set(['unit', 'dict', 'rackVoltage', 'rackCurrent', 'rackSoc']);
const NULLABLE: Record<string, string> = {
  vehicleSoc: 'number',
  processedTime: 'string',
  operator: 'string',
};
/** Record keys (any key allowed): removing an entry is not a wrong shape. */
const RECORDS = new Set(['dict']);

type Path = Array<string | number>;
interface Slot {
  path: Path;
  value: unknown;
  removable: boolean;
}

/** Every place in a payload a mutation can hit (objects, arrays' first element, leaves). */
function slots(value: unknown, path: Path = [], inRecord = false): Slot[] {
  const out: Slot[] = [];
  if (Array.isArray(value)) {
    if (value.length > 0)
      out.push({ path: [...path, 0], value: value[0], removable: false }, ...slots(value[0], [...path, 0]));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const removable = !inRecord && !OPTIONAL.has(k);
      out.push({ path: [...path, k], value: v, removable }, ...slots(v, [...path, k], RECORDS.has(k)));
    }
  }
  return out;
}

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 6 }),
  fc.constant([]),
  fc.constant([null]),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
/** A JSON value whose type differs from `sample`'s (null allowed only where null is wrong). */
const wrongTypeFor = (sample: unknown, key: string | number) =>
  anyJson.filter(
    (v) =>
      jsonType(v) !== jsonType(sample) &&
      // a nullable field takes null and its own type, whichever the sample holds
      !(String(key) in NULLABLE && (v === null || jsonType(v) === NULLABLE[String(key)])) &&
      // an empty array fits any array; a number of any value fits a number
      !(Array.isArray(sample) && Array.isArray(v)),
  );

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

interface Case {
  topic: string;
  payload: unknown;
  how: string;
}

const caseArb: fc.Arbitrary<Case> = fc.constantFrom(...TOPICS).chain((topic) => {
  const good = GOOD[topic];
  const all = slots(good);
  const removable = all.filter((s) => s.removable);
  const options: Array<fc.Arbitrary<Case>> = [
    // the whole message of another type
    anyJson
      .filter((v) => jsonType(v) !== 'object')
      .map((payload) => ({ topic, payload, how: 'not an object' })),
    // a required field missing
    fc.constantFrom(...removable).map((s) => ({
      topic,
      payload: setAt(good, s.path, undefined, true),
      how: `without ${s.path.join('.')}`,
    })),
    // a field of another type
    fc.constantFrom(...all).chain((s) =>
      wrongTypeFor(s.value, s.path[s.path.length - 1]).map((v) => ({
        topic,
        payload: setAt(good, s.path, v),
        how: `${s.path.join('.')} = ${JSON.stringify(v)}`,
      })),
    ),
  ];
  return fc.oneof(...options);
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

let casesRun = 0;
afterAll(() => {
  console.info(
    `shape fuzz: ${casesRun} wrongly shaped messages over ${TOPICS.length} topics, none delivered`,
  );
});

describe('payload shapes, fuzzed', () => {
  it('accepts the well-formed payload of every topic', () => {
    for (const topic of TOPICS) expect(parseRealtimePayload(topic, GOOD[topic]).ok, topic).toBe(true);
  });

  it('delivers none of thousands of wrongly shaped messages, counts each, and keeps the last good values', async () => {
    // Inline delivery (interval 0): every accepted message is delivered at once, synchronously.
    const { service, client, batches } = await startService({ deliveryIntervalMs: 0 });
    for (const f of [topics.allClusters(SITE), topics.allEnv(SITE), ...TOPICS]) await service.subscribe(f);
    client().emit('connect');
    await vi.advanceTimersByTimeAsync(100);
    const send = (topic: string, value: unknown) =>
      client().deliver(topic, isCompressedTopic(topic) ? zlibJson(value) : JSON.stringify(value));
    for (const topic of TOPICS) send(topic, GOOD[topic]);
    const before = await service.diagnostics();
    expect(before.topicCount).toBe(TOPICS.length); // the cluster by name, too
    batches.length = 0;

    // Decoding and inline delivery are synchronous: a delivered case would be in `batches` at once.
    fc.assert(
      fc.property(caseArb, (c) => {
        casesRun++;
        send(c.topic, c.payload);
        expect(batches, `${c.topic}: ${c.how}`).toEqual([]);
      }),
      { numRuns: 3000, seed: 18 },
    );

    const after = await service.diagnostics();
    expect(after.shapeErrors! - before.shapeErrors!).toBe(casesRun);
    expect(after.messages - before.messages).toBe(casesRun);

    // A full batch still carries every last good value.
    await service.setVisible(false);
    await service.setVisible(true);
    const full = batches.at(-1)!;
    for (const topic of TOPICS)
      expect(full.topics.find((t) => t.topic === topic)?.value, topic).toEqual(GOOD[topic]);
    expect(full.clusters!.summary[SUMMARY_COL.soc]).toBe(55);
    service.dispose();
  }, 60_000);

  it('drops the messages of the incident report: {"ts":1}, units "x", units [null], cards [{}]', async () => {
    const { service, client, batches } = await startService({ deliveryIntervalMs: 0 });
    const PCS = topics.pcs(SITE);
    const ENV = topics.env(SITE, 1);
    await service.subscribe(PCS);
    await service.subscribe(topics.allEnv(SITE));
    client().emit('connect');
    await vi.advanceTimersByTimeAsync(100);
    client().deliver(PCS, JSON.stringify(makePcs()));
    client().deliver(ENV, zlibJson(makeEnv()));
    batches.length = 0;
    for (const bad of [{ ts: 1 }, { ts: 1, units: 'x' }, { ts: 1, units: [null] }])
      client().deliver(PCS, JSON.stringify(bad));
    client().deliver(ENV, zlibJson({ ts: 1, containerNo: 1, cards: [{}] }));
    expect(batches).toEqual([]);
    expect((await service.diagnostics()).shapeErrors).toBe(4);
    service.dispose();
  });
});
