/*
 * Simulator fault hooks (test builds only, `--test-hooks`): `POST /api/__sim/<name>` with a JSON
 * body, public. Each answers the usual envelope. Powers kW, positive = discharge.
 */

/** `cell`: hold one cell (1-based rack and cell) at a temperature and/or voltage until `cell-release`. */
export interface SimCellFault {
  site: string;
  clusterNo: number;
  rack: number;
  cell: number;
  tempDeciC?: number;
  voltageMv?: number;
}

/** `cell-release`: the same cell address (hold fields ignored); omit rack/cell to release the whole cluster. */
export interface SimCellRelease {
  site: string;
  clusterNo: number;
  rack?: number;
  cell?: number;
}

/** `alarm`: raise an alarm now (content stored verbatim, even markup). Answers the AlarmRecord. */
export interface SimAlarmFault {
  site: string;
  level: 1 | 2 | 3;
  content: string;
  contentEn: string;
  type: string;
  deviceName: string;
}

/** `storage`: force the storage power (null returns it to the control mode). */
export interface SimStorageFault {
  site: string;
  powerKw: number | null;
}

/** `outage`: grid outage on or off (the generator starts on an outage). */
export interface SimOutageFault {
  site: string;
  on: boolean;
}

/** `advance`: step the model `seconds` of simulated time at once (≤ 400 days). Answers the new simulated time. */
export interface SimAdvance {
  seconds: number;
}

/** Answer of `advance`. */
export interface SimAdvanceResult {
  simTime: number;
}

/**
 * `fail`: calls whose path (after /api/) starts with `match` answer HTTP and R code `code` with
 * null data (0 drops the connection), `times` times or until `clear-faults`. `exact` matches the
 * one path only; `method` only calls of that method. `{ match, code: 404, exact: true, method:
 * 'GET' }` makes one GET answer the "normal" empty answer of spec §8.
 */
export interface SimFailFault {
  match: string;
  code: number;
  times?: number;
  exact?: boolean;
  method?: string;
}
