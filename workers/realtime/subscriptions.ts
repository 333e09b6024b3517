import { timer, type SchedulerLike, type Subscription } from 'rxjs';
import { parseViewId } from '../../src/contract/realtime-api';
import { RefCounts } from './ref-counts';
import { TopicViews } from './topic-views';
import { UNSUBSCRIBE_GRACE_MS } from './service-deps';

/** What the subscriptions need of the broker connection. */
interface BrokerFilters {
  readonly active: ReadonlySet<string>;
  subscribe(filters: string[]): void;
  unsubscribe(filters: string[]): void;
}

/**
 * Reference-counted topic filters and their broker SUBSCRIBE/UNSUBSCRIBE: subscribed on the first
 * user; the last user's release is UNSUBSCRIBEd after UNSUBSCRIBE_GRACE_MS. A page switch releases
 * and takes the same filter in one commit (mainSys → powerSys both hold every cluster), and an
 * UNSUBSCRIBE followed at once by its SUBSCRIBE left the broker sending nothing: powerSys then
 * showed stale REST rows for good.
 */
export class Subscriptions {
  /** Every filter the broker is asked for: held whole or by views. */
  readonly refs = new RefCounts();
  /** The filters held whole (a page's subscribe): only their topics cross to the page as values. */
  readonly whole = new RefCounts();
  /** Views held (a viewId given to subscribe): their topics cross as readings (issue 34). */
  readonly views = new TopicViews();
  /** Filters whose last user left: their broker UNSUBSCRIBE, pending. */
  private readonly leaving = new Map<string, Subscription>();

  constructor(
    private readonly broker: () => BrokerFilters,
    private readonly scheduler: SchedulerLike,
  ) {}

  /** One more holder of a filter or view (RealtimeApi.subscribe). */
  hold(filter: string): void {
    const view = parseViewId(filter);
    if (!view) {
      this.whole.add(filter);
      this.add(filter);
    } else if (this.views.add(view.topic, view.name)) this.add(view.topic);
  }

  /** One holder less; true when data nobody holds now is to be forgotten. Unknown ones are ignored. */
  release(filter: string): boolean {
    const view = parseViewId(filter);
    if (view) return this.views.remove(view.topic, view.name) && this.remove(view.topic);
    if (!this.whole.holdsExact(filter)) return false;
    const lastWhole = this.whole.remove(filter);
    return this.remove(filter) || lastWhole;
  }

  /** Whether a topic's value crosses to the page: cluster topics only when held by name. */
  wantsWhole(topic: string, cluster: boolean): boolean {
    return cluster ? this.whole.holdsExact(topic) : this.whole.matches(topic);
  }

  private add(filter: string): void {
    const first = this.refs.add(filter);
    const leaving = this.leaving.get(filter);
    if (leaving) {
      // Taken again within the grace: the broker still sends it (unless a reconnect dropped it).
      leaving.unsubscribe();
      this.leaving.delete(filter);
      if (this.broker().active.has(filter)) return;
    }
    if (first) this.broker().subscribe([filter]);
  }

  /** Releases one user; true when it was the last (the caller forgets the filter's data at once). */
  private remove(filter: string): boolean {
    if (!this.refs.remove(filter)) return false;
    this.leaving.get(filter)?.unsubscribe();
    this.leaving.set(
      filter,
      timer(UNSUBSCRIBE_GRACE_MS, this.scheduler).subscribe(() => {
        this.leaving.delete(filter);
        if (!this.refs.holdsExact(filter)) this.broker().unsubscribe([filter]);
      }),
    );
    return true;
  }

  /** Drops the pending UNSUBSCRIBEs (the connection is closing). */
  cancelPending(): void {
    for (const t of this.leaving.values()) t.unsubscribe();
    this.leaving.clear();
  }
}
