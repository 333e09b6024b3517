import { appendFileSync, existsSync, mkdirSync, mkdtempSync, truncateSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { exportHeader } from '../../src/contract/api/data-export-config';
import { DEFAULT_STATION_TIME_ZONE } from '../../src/lib/station-time';
import { formatDateTime } from '../model/clock';
import type { StationModel } from '../model/station';
import type { ExportStore, StoredExportTask } from './data-export-store';
import type { ExportConfigStore } from './export-config-store';
import { offsetTable, type SheetPlan, writeWorkbookOffThread } from './export-workbook';
import { parseDevice, siteDevices } from './tag-catalog';
import type { TagStore } from './tag-store';

/** How fast tasks run (test hook) and a one-shot fault (fail after `failAfterRows` rows). */
export interface ExportPace {
  rowsPerSlice: number;
  delayMs: number;
}

/** The export files' folder: `exports/` beside a file database, a temp folder for `:memory:`. */
function exportDirOf(db: Database.Database): string {
  const dir =
    db.name === ':memory:'
      ? mkdtempSync(path.join(tmpdir(), 'station-exports-'))
      : path.join(path.dirname(path.resolve(db.name)), 'exports');
  mkdirSync(dir, { recursive: true });
  return dir;
}

const sheetName = (s: string) => s.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * Runs export tasks in the background, one at a time, in slices that yield to the event loop (the
 * API stays responsive during a large export). Rows go to a part file (JSON lines) and the cursor
 * (device, offset, bytes) is stored after every slice, so a retried error task and a task running
 * when the simulator stopped resume where they were. The last step writes the .xlsx (streamed, in
 * a worker thread): one sheet per device, ISO timestamps with the station's offset, units in the
 * headers.
 */
export function createExportRunner(deps: {
  db: Database.Database;
  store: ExportStore;
  model: StationModel;
  tags: TagStore;
  configs: ExportConfigStore;
}) {
  const { db, store, model, tags, configs } = deps;
  const dir = exportDirOf(db);
  // A slice of 200 rows takes a few ms and the pause lets waiting API calls in (2 000 rows with a
  // 1 ms pause took 50-200 ms a slice at 100 clusters on a loaded 2-core machine, and every API
  // call waited for them: bench --only export-load).
  const pace: ExportPace = { rowsPerSlice: 200, delayMs: 4 };
  let failAfterRows: number | null = null;
  let busy = false;
  const zone = process.env.TZ || DEFAULT_STATION_TIME_ZONE;
  const partOf = (id: string) => path.join(dir, `task-${id}.part`);
  const fileOf = (id: string) => path.join(dir, `task-${id}.xlsx`);

  const schedule = () => {
    if (busy) return;
    busy = true;
    setTimeout(() => void step().finally(() => (busy = false)), pace.delayMs).unref();
  };

  // Each device's asked tags, worked out once per task, not per slice (the site's device list
  // at 100 clusters is 1 300 devices and each device's templates a query: bench --only export-load).
  let tagsFor: { id: string; perDevice: string[][] } | null = null;
  const tagsOf = (t: StoredExportTask, bank: Parameters<typeof siteDevices>[0]): string[][] => {
    if (tagsFor?.id === t.id) return tagsFor.perDevice;
    const devices = new Map(siteDevices(bank).map((d) => [d.id, d]));
    const perDevice = t.deviceIds.map((id) => {
      const own = new Set(tags.templates({ dictKey: devices.get(id)?.dictKey ?? '-' }).map((x) => x.tagNo));
      return t.tagNos.filter((no) => own.has(no));
    });
    tagsFor = { id: t.id, perDevice };
    return perDevice;
  };

  const fail = (t: StoredExportTask, error: string) => store.update(t.id, { status: 'error', error });

  /** The .xlsx of a task from its part file, written off the event loop (export-workbook.ts). */
  async function writeWorkbook(t: StoredExportTask, perDevice: string[][]): Promise<void> {
    const rt = model.runtime(t.site);
    const devices = siteDevices(rt.site.bank);
    const all = tags.templates({});
    // Once per device type, not per device (1 300 devices at 100 clusters).
    const byType = new Map<string, Map<string, { title: string; titleEn: string }>>();
    const titlesOf = (dictKey: string) => {
      let m = byType.get(dictKey);
      if (!m)
        byType.set(
          dictKey,
          (m = new Map((configs.resolve(dictKey)?.columns ?? []).map((c) => [c.tagNo, c]))),
        );
      return m;
    };
    const sheets: SheetPlan[] = t.deviceIds.map((id, i) => {
      const d = devices.find((x) => x.id === id);
      // The device type's configured titles (export-config-store.ts), else the template's names.
      const titles = titlesOf(d?.dictKey ?? '');
      return {
        name: sheetName(`${i + 1} ${t.lang === 'en' ? (d?.nameEn ?? id) : (d?.name ?? id)}`),
        columns: [
          { header: t.lang === 'en' ? 'Time' : '时间', key: 't', width: 28 },
          ...perDevice[i].map((no) => {
            const tpl = all.find((x) => x.tagNo === no);
            const c = titles.get(no);
            const name =
              t.lang === 'en' ? c?.titleEn || tpl?.nameEn || tpl?.name || no : c?.title || tpl?.name || no;
            return { header: exportHeader(name, tpl?.unit ?? ''), key: no, width: 18 };
          }),
        ],
      };
    });
    await writeWorkbookOffThread({
      part: partOf(t.id),
      file: fileOf(t.id),
      sheets,
      table: offsetTable(t.fromMs, t.toMs, zone),
    });
  }

  async function step(): Promise<void> {
    if (!db.open) return;
    const t = store.pending()[0];
    if (!t) return;
    const rt = model.runtime(t.site);
    const bank = rt.site.bank;
    const perDevice = tagsOf(t, bank);
    try {
      const fresh = t.cursor.device === 0 && t.cursor.offset === 0;
      if (fresh && existsSync(partOf(t.id))) unlinkSync(partOf(t.id));
      if (t.status === 'notStarted') {
        store.update(t.id, {
          status: 'running',
          taskStart: t.taskStart || formatDateTime(Date.now()),
          error: '',
        });
      }
      // A resumed task drops whatever was written after its last stored cursor.
      if (existsSync(partOf(t.id))) truncateSync(partOf(t.id), t.cursor.bytes);
      else if (t.cursor.bytes > 0) t.cursor = { device: 0, offset: 0, bytes: 0 };
      const cursor = { ...t.cursor };
      let written = cursor.device === 0 && cursor.offset === 0 ? 0 : t.writtenRows;
      if (cursor.device < t.deviceIds.length) {
        const ref = parseDevice(t.deviceIds[cursor.device], bank);
        if (!ref) throw new Error(`unknown device ${t.deviceIds[cursor.device]}`);
        const rows = model.tagHistory.rows(t.site, ref, perDevice[cursor.device], {
          fromMs: t.fromMs,
          toMs: t.toMs,
          offset: cursor.offset,
          limit: pace.rowsPerSlice,
          cellsPerRack: bank.cells,
        });
        const text = rows.map((r) => JSON.stringify([cursor.device, r.ts, ...r.values])).join('\n');
        if (text) appendFileSync(partOf(t.id), text + '\n');
        cursor.bytes += Buffer.byteLength(text ? text + '\n' : '');
        cursor.offset += rows.length;
        written += rows.length;
        if (rows.length < pace.rowsPerSlice) {
          cursor.device++;
          cursor.offset = 0;
        }
        const progress = Math.min(95, t.estimatedRows ? Math.floor((written / t.estimatedRows) * 95) : 95);
        if (failAfterRows !== null && written >= failAfterRows) {
          failAfterRows = null;
          store.update(t.id, { cursor, writtenRows: written, progress });
          fail(t, t.lang === 'en' ? 'Export interrupted (test fault)' : '导出中断（测试故障）');
        } else store.update(t.id, { cursor, writtenRows: written, progress, status: 'running' });
      } else {
        if (!existsSync(partOf(t.id))) appendFileSync(partOf(t.id), '');
        await writeWorkbook(t, perDevice);
        unlinkSync(partOf(t.id));
        store.update(t.id, {
          status: 'success',
          progress: 100,
          fileName: t.lang === 'en' ? `Data export ${t.id}.xlsx` : `数据导出_${t.id}.xlsx`,
        });
      }
    } catch (e) {
      if (db.open) fail(t, e instanceof Error ? e.message : String(e));
    }
    if (db.open && store.pending().length > 0) setTimeout(schedule, pace.delayMs).unref();
  }

  // Tasks that were waiting or running when the simulator stopped go on.
  schedule();
  return {
    kick: schedule,
    /** Test hook: rows per slice, the pause between slices, and a one-shot fault. */
    setPace(p: Partial<ExportPace> & { failAfterRows?: number | null }) {
      if (p.rowsPerSlice) pace.rowsPerSlice = p.rowsPerSlice;
      if (p.delayMs !== undefined) pace.delayMs = p.delayMs;
      if (p.failAfterRows !== undefined) failAfterRows = p.failAfterRows;
    },
    file: (id: string) => (existsSync(fileOf(id)) ? fileOf(id) : null),
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;
