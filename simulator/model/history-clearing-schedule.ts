import type Database from 'better-sqlite3';
import type { ClearingRun } from '../../src/contract/api/backup';
import type { DiskSpace } from '../../src/contract/api/config';
import type { ConfigStore } from '../store/config-store';
import type { OplogStore } from '../store/oplog';
import { runClearing, planClearing, type ClearingSettings } from './history-clearing';

/** How often the rule runs (real time). The first run is one period after start. */
const CLEARING_PERIOD_MS = 3_600_000;

export interface ClearingDeps {
  db: Database.Database;
  config: ConfigStore;
  oplog: OplogStore;
  /** Station time (the model's clock, which --speed and the advance hook move). */
  now: () => number;
  /** The disk figure of config/getDiskSpace. */
  disk: () => DiskSpace;
  /** Resolves when no backup is being made (a run never vacuums under a running backup). */
  backupSettled: () => Promise<void>;
}

/** The saved settings, or values to try (the dry run before saving). */
function clearingSettings(config: ConfigStore, override: Partial<ClearingSettings> = {}): ClearingSettings {
  const list = config.configList();
  const value = (key: string) => Number(list.find((e) => e.configKey === key)?.configValue);
  return {
    cycleMonths: override.cycleMonths ?? value('autoClearCycleMonths'),
    diskThreshold: override.diskThreshold ?? value('autoClearDiskThreshold'),
  };
}

/** The clearing rule on a schedule, plus the dry run and a manual run for the settings section. */
export class HistoryClearing {
  readonly #deps: ClearingDeps;
  #timer: NodeJS.Timeout | null = null;
  #last: ClearingRun | null = null;
  #busy: Promise<ClearingRun> | null = null;

  constructor(deps: ClearingDeps) {
    this.#deps = deps;
  }

  preview(override: Partial<ClearingSettings> = {}) {
    const d = this.#deps;
    return planClearing(d.db, d.now(), clearingSettings(d.config, override), d.disk());
  }

  last(): ClearingRun | null {
    return this.#last;
  }

  /** One run (one at a time): removes, vacuums and writes what it removed to the operation log. */
  run(by: string, userId = ''): Promise<ClearingRun> {
    this.#busy ??= (async () => {
      const d = this.#deps;
      await d.backupSettled();
      const result = runClearing(d.db, d.now(), clearingSettings(d.config), d.disk(), by);
      this.#last = result;
      if (result.rows > 0 || by !== 'schedule') {
        const removed = result.tables.map((t) => `${t.table}=${t.rows}`).join('&');
        const freed = result.dbBytesBefore - result.dbBytesAfter;
        d.oplog.record({
          at: Date.now(),
          user_id: userId,
          account: by === 'schedule' ? 'system' : by,
          method: 'TASK',
          path: 'historyClearing/auto',
          params: `from=${result.fromDay || '-'}&to=${result.toDay || '-'}&rows=${result.rows}&bytes=${result.bytes}&reason=${result.reason}&${removed}`,
          success: 1,
          msg: {
            zh: `已清理 ${result.rows} 行，释放 ${freed} 字节`,
            en: `${result.rows} rows, ${freed} bytes freed`,
          },
          ip: '',
        });
      }
      return result;
    })().finally(() => {
      this.#busy = null;
    });
    return this.#busy;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.run('schedule').catch((err: unknown) =>
        console.error('[simulator] history clearing failed:', err),
      );
    }, CLEARING_PERIOD_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
