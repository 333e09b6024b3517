import type { GridState } from '../../src/contract/status';

/*
 * The grid connection's state (issue 29: only "connected" and "off-grid" ever appeared). After an
 * outage the station does not simply snap back: the PCS resynchronises with the returning grid
 * ("connecting", the site still islanded), closes the breaker ("connected", the grid takes the
 * load back), reports the transfer done ("connect finished") and settles at "connected". A failed
 * resynchronisation (test hook `resync-fail`) shows "error", the site stays islanded and retries.
 */

/** Seconds spent synchronising before the breaker closes. */
export const RESYNC_S = 30;
/** Seconds from breaker close to "connect finished" (loads and generator handed back). */
export const CLOSE_S = 60;
/** Seconds "connect finished" is shown before the steady "connected". */
export const FINISH_S = 60;
/** Seconds after a failed resynchronisation before the next attempt. */
export const RETRY_S = 120;

export interface GridLink {
  state: GridState;
  /** Seconds left in a transitional state; Infinity in a steady one. */
  leftS: number;
  /** The next resynchronisation fails once (test hook). */
  failNext: boolean;
}

export const createGridLink = (): GridLink => ({ state: 'connected', leftS: Infinity, failNext: false });

interface Linked {
  outage: boolean;
  gridLink: GridLink;
}

/** The grid goes (`on`) or comes back: off-grid at once; back through the resynchronisation. */
export function setOutage(site: Linked, on: boolean): void {
  if (on) {
    site.outage = true;
    site.gridLink.state = 'offGrid';
    site.gridLink.leftS = Infinity;
  } else if (site.gridLink.state === 'offGrid') {
    site.gridLink.state = 'connecting';
    site.gridLink.leftS = RESYNC_S;
  }
}

/** Advances the connection by `dt` seconds; `site.outage` (islanded) follows the breaker. */
export function stepGridLink(site: Linked, dt: number): void {
  const link = site.gridLink;
  if (!Number.isFinite(link.leftS)) return;
  link.leftS -= dt;
  if (link.leftS > 1e-9) return;
  switch (link.state) {
    case 'connecting':
      if (link.failNext) {
        link.failNext = false;
        link.state = 'error';
        link.leftS = RETRY_S;
      } else {
        site.outage = false;
        link.state = 'connected';
        link.leftS = CLOSE_S;
      }
      return;
    case 'error':
      link.state = 'connecting';
      link.leftS = RESYNC_S;
      return;
    case 'connected':
      link.state = 'connectFinished';
      link.leftS = FINISH_S;
      return;
    default:
      link.state = 'connected';
      link.leftS = Infinity;
  }
}
