import type { HeldReason, HeldTopic, TopicValue } from '../../src/contract/realtime-api';

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
  }

  /** Forgets every topic `drop` names. */
  forgetWhere(drop: (topic: string) => boolean): void {
    for (const topic of [...this.latest.keys()]) if (drop(topic)) this.forget(topic);
  }

  /** Whether a batch would carry a topic (without `full`). */
  get changed(): boolean {
    return this.dirty.size > 0;
  }

  /** What a batch carries: every value (`full`) or those changed since the last; then none is. */
  take(full: boolean): TopicValue[] {
    const out = full ? [...this.latest.values()] : [...this.dirty].map((t) => this.latest.get(t)!);
    this.dirty.clear();
    return out;
  }

  clear(): void {
    this.latest.clear();
    this.held.clear();
    this.dirty.clear();
  }
}
