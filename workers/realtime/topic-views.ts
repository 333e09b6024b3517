import type { DevicesRealtime } from '../../src/contract/api/devices';
import { viewId, type ViewValue } from '../../src/contract/realtime-api';
import { devicesReader } from '../../src/lib/device-reporting';

type Reader = (value: unknown) => unknown;

/** The reader of a topic's named view; null when the topic has no views or the name none. */
function readerOf(topic: string, name: string): Reader | null {
  if (!/^iot\/[^/]+\/device\/realData$/.test(topic)) return null;
  const read = devicesReader(name);
  return read ? (value) => read(value as DevicesRealtime | undefined) : null;
}

interface View {
  id: string;
  topic: string;
  refs: number;
  read: Reader;
  /** The reading last computed, as JSON; null before the topic's first value. */
  json: string | null;
}

/**
 * Views of topics held by mounted components (issue 34): the worker reduces a topic to the
 * readings views show (the devices topic: a few booleans and names out of every device's
 * readings) and a batch carries a reading only when its JSON changed, not the topic each second.
 */
export class TopicViews {
  private readonly views = new Map<string, View>();
  private readonly byTopic = new Map<string, Set<View>>();
  /** The latest value of each topic with views (a view taken later reads it at once). */
  private readonly latest = new Map<string, unknown>();
  private readonly dirty = new Set<View>();

  /** One more holder of the view; false when the topic has no such view (nothing held). */
  add(topic: string, name: string): boolean {
    const id = viewId(topic, name);
    const held = this.views.get(id);
    if (held) {
      held.refs++;
      return true;
    }
    const read = readerOf(topic, name);
    if (!read) return false;
    const view: View = { id, topic, refs: 1, read, json: null };
    this.views.set(id, view);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(view);
    if (this.latest.has(topic)) this.compute(view, this.latest.get(topic));
    return true;
  }

  /** One holder less; false when the view was not held. */
  remove(topic: string, name: string): boolean {
    const view = this.views.get(viewId(topic, name));
    if (!view) return false;
    if (--view.refs > 0) return true;
    this.views.delete(view.id);
    this.dirty.delete(view);
    const set = this.byTopic.get(topic)!;
    set.delete(view);
    if (set.size === 0) {
      this.byTopic.delete(topic);
      this.latest.delete(topic);
    }
    return true;
  }

  /** Whether any view reads the topic. */
  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  /** A new value of a topic: its views' readings are computed; true when one changed. */
  update(topic: string, value: unknown): boolean {
    const set = this.byTopic.get(topic);
    if (!set) return false;
    this.latest.set(topic, value);
    let changed = false;
    for (const view of set) changed = this.compute(view, value) || changed;
    return changed;
  }

  private compute(view: View, value: unknown): boolean {
    const json = JSON.stringify(view.read(value)) ?? 'null';
    if (json === view.json) return false;
    view.json = json;
    this.dirty.add(view);
    return true;
  }

  get changed(): boolean {
    return this.dirty.size > 0;
  }

  /** The readings a batch carries: every computed one (`full`) or those changed; then none is. */
  take(full: boolean): ViewValue[] {
    const from = full ? this.views.values() : this.dirty.values();
    const out: ViewValue[] = [];
    for (const v of from) if (v.json !== null) out.push({ id: v.id, json: v.json });
    this.dirty.clear();
    return out;
  }

  /** Forgets the readings and values (the connection stopped); the views stay held. */
  clearReadings(): void {
    this.latest.clear();
    this.dirty.clear();
    for (const v of this.views.values()) v.json = null;
  }
}
