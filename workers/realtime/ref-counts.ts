import { topicMatches } from '../../src/contract/topics';

/** Topic filters with how many users hold each; subscribe on the first, unsubscribe on the last. */
export class RefCounts {
  private readonly refs = new Map<string, number>();

  /** Returns true when this is the first reference (the broker must be told). */
  add(filter: string): boolean {
    const n = this.refs.get(filter) ?? 0;
    this.refs.set(filter, n + 1);
    return n === 0;
  }

  /** Returns true when this was the last reference; unknown filters are ignored. */
  remove(filter: string): boolean {
    const n = this.refs.get(filter);
    if (n === undefined) return false;
    if (n > 1) {
      this.refs.set(filter, n - 1);
      return false;
    }
    this.refs.delete(filter);
    return true;
  }

  filters(): string[] {
    return [...this.refs.keys()];
  }

  entries(): Array<{ filter: string; refs: number }> {
    return [...this.refs].map(([filter, refs]) => ({ filter, refs }));
  }

  /** Whether any held filter matches the topic. */
  matches(topic: string): boolean {
    for (const f of this.refs.keys()) if (topicMatches(f, topic)) return true;
    return false;
  }

  /** Whether the topic is held as an exact filter (no wildcard). */
  holdsExact(topic: string): boolean {
    return this.refs.has(topic);
  }
}
