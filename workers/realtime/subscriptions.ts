import { timer, type SchedulerLike, type Subscription } from 'rxjs';
import { RefCounts } from './ref-counts';
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
  readonly refs = new RefCounts();
  /** Filters whose last user left: their broker UNSUBSCRIBE, pending. */
  private readonly leaving = new Map<string, Subscription>();

  constructor(
    private readonly broker: () => BrokerFilters,
    private readonly scheduler: SchedulerLike,
  ) {}

  add(filter: string): void {
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
  remove(filter: string): boolean {
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
