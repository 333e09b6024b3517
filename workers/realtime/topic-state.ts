import type { HeldReason, HeldTopic, TopicTouch, TopicValue } from '../../src/contract/realtime-api';
import { repeatTs } from './same-value';

/**
 * The latest value of each (non-cluster) topic the pipeline holds, which of them changed since the
 * last batch, and the topics whose last good value is held after a refused message (see
 * TopicValue.stale). The service decides what is taken and when a batch goes; this keeps what
 * a batch carries.
 */
export class TopicState {
  private readonly latest = new Map<string, TopicValue>();
  private readonly dirty = new Set<string>();
  private readonly held = new Map<string, HeldTopic>();
  /** Topics whose message repeated the sent value since the last batch, with the repeat's ts. */
  private readonly touches = new Map<string, number | undefined>();

  get size(): number {
    return this.latest.size;
  }

  get(topic: string): TopicValue | undefined {
    return this.latest.get(topic);
  }

  /** Topics held now, in the diagnostics' form. */
  heldTopics(): HeldTopic[] {
    return [...this.held.values()];
  }

  /** A topic's message was taken: no longer held. */
  accepted(topic: string): void {
    this.held.delete(topic);
  }

  /** A new value for the next batch. */
  put(topic: string, value: unknown, receivedAt: number): void {
    this.latest.set(topic, { topic, value, receivedAt });
    this.dirty.add(topic);
    this.touches.delete(topic);
  }

  /**
   * What of an accepted message crosses to the page (issue 34): the value only to those who hold
   * the topic whole (`whole`; cluster topics reach pages as typed arrays, a page that asks for one
   * by name also gets the object) and only when it changed apart from `ts`, else its receipt; a
   * topic only views read (`viewed`: a reading changed) says it came when no reading changed.
   */
  offer(
    topic: string,
    value: unknown,
    at: number,
    by: { whole: boolean; viewed: boolean; cluster: boolean },
  ): void {
    if (!by.whole) {
      if (!by.cluster && !by.viewed) this.touchOnly(topic);
      return;
    }
    const previous = this.latest.get(topic);
    const ts = previous && !previous.stale ? repeatTs(previous.value, value) : null;
    if (ts === null) this.put(topic, value, at);
    else this.touch(topic, value, at, ts);
  }

  /**
   * A message that repeated the value already sent (apart from `ts`): kept as the latest, and the
   * next batch carries only its receipt (a touch), unless the value itself is to be sent anyway.
   */
  private touch(topic: string, value: unknown, receivedAt: number, ts: number | undefined): void {
    this.latest.set(topic, { topic, value, receivedAt });
    if (!this.dirty.has(topic)) this.touches.set(topic, ts);
  }

  /** A receipt without a value to keep (a topic only views read): the next batch says it came. */
  private touchOnly(topic: string): void {
    if (!this.dirty.has(topic)) this.touches.set(topic, undefined);
  }

  /**
   * Keeps a topic's last good value, marked stale with the reason, for the next batch; false when
   * it was already held for that reason (nothing to send).
   */
  hold(last: TopicValue, reason: HeldReason, now: number): boolean {
    if (last.stale === reason) return false;
    this.held.set(last.topic, { topic: last.topic, reason, since: now });
    this.latest.set(last.topic, { ...last, stale: reason });
    this.dirty.add(last.topic);
    return true;
  }

  forget(topic: string): void {
    this.latest.delete(topic);
    this.held.delete(topic);
    this.dirty.delete(topic);
    this.touches.delete(topic);
  }

  /** Forgets every topic `drop` names. */
  forgetWhere(drop: (topic: string) => boolean): void {
    for (const topic of [...this.latest.keys()]) if (drop(topic)) this.forget(topic);
  }

  /** Whether a batch would carry a topic or a touch (without `full`). */
  get changed(): boolean {
    return this.dirty.size > 0 || this.touches.size > 0;
  }

  /** What a batch carries: every value (`full`) or those changed since the last; then none is. */
  take(full: boolean): TopicValue[] {
    const out = full ? [...this.latest.values()] : [...this.dirty].map((t) => this.latest.get(t)!);
    this.dirty.clear();
    if (full) for (const t of this.latest.keys()) this.touches.delete(t);
    return out;
  }

  /** The touches since the last batch (after take: a topic sent whole is not touched too). */
  takeTouches(): TopicTouch[] {
    const out: TopicTouch[] = [];
    for (const [topic, ts] of this.touches) out.push(ts === undefined ? { topic } : { topic, ts });
    this.touches.clear();
    return out;
  }

  clear(): void {
    this.latest.clear();
    this.held.clear();
    this.dirty.clear();
    this.touches.clear();
  }
}
