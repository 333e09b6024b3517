import { readFileSync } from 'node:fs';
import {
  type ExportTask,
  exceedsRange,
  exportRequestSchema,
  type RangeLimit,
} from '../../../src/contract/api/data';
import { formatDateTime } from '../../model/clock';
import type { ExportRunner } from '../../store/data-export-runner';
import type { ExportConfigStore } from '../../store/export-config-store';
import { type ExportStore, publicTask } from '../../store/data-export-store';
import { parseDevice, siteDevices } from '../../store/tag-catalog';
import type { TagStore } from '../../store/tag-store';
import { fileResult } from '../files';
import { pageFrom, pageParams } from '../paging';
import { fieldError, zodError } from '../input-errors';
import { dateTimeParam } from '../query-params';
import type { RequestContext, Router } from '../router';
import { rangeError } from './data-device-routes';
import { badRequest, siteOf, type StationRoutesDeps } from './station-common';

/**
 * The asked tags as the device types' export configurations write them: each type's included
 * columns in their configured order (types in the order of the devices); an excluded tag is left
 * out, and a device left without a tag is refused (400 naming tagNos).
 */
function configuredTags(configs: ExportConfigStore, dictKeys: string[], asked: string[]): string[] {
  const out: string[] = [];
  for (const key of new Set(dictKeys)) {
    const included = (configs.resolve(key)?.columns ?? []).filter(
      (c) => c.include && asked.includes(c.tagNo),
    );
    if (included.length === 0) throw fieldError('tagNos');
    for (const c of included) if (!out.includes(c.tagNo)) out.push(c.tagNo);
  }
  return out;
}

/** What an export asks for, checked: devices of the site, their tags, the range within limits. */
function checkedRequest(
  ctx: RequestContext,
  deps: StationRoutesDeps,
  tags: TagStore,
  configs: ExportConfigStore,
  input: unknown,
) {
  const parsed = exportRequestSchema.safeParse(input);
  if (!parsed.success) throw zodError(parsed.error);
  const site = siteOf(ctx, deps);
  const bank = deps.model.runtime(site).site.bank;
  const all = siteDevices(bank);
  const devices = parsed.data.deviceIds.map((id) => all.find((d) => d.id === id));
  if (devices.some((d) => !d) || new Set(parsed.data.deviceIds).size !== devices.length)
    throw fieldError('deviceIds');
  const ownTags = devices.map((d) => new Set(tags.templates({ dictKey: d!.dictKey }).map((t) => t.tagNo)));
  const { tagNos } = parsed.data;
  if (
    tagNos.some((no) => !ownTags.some((s) => s.has(no))) ||
    ownTags.some((s) => !tagNos.some((no) => s.has(no))) ||
    new Set(tagNos).size !== tagNos.length
  ) {
    throw fieldError('tagNos');
  }
  const times = new URLSearchParams({ startTime: parsed.data.startTime, endTime: parsed.data.endTime });
  const fromMs = dateTimeParam({ query: times }, 'startTime');
  const toMs = dateTimeParam({ query: times }, 'endTime', true);
  if (fromMs === null || toMs === null || fromMs > toMs) throw badRequest(ctx, 'time');
  const limit: RangeLimit = devices.some((d) => d!.rangeLimit === 'day') ? 'day' : 'month';
  if (exceedsRange(limit, fromMs, toMs)) throw rangeError(limit);
  const rows = parsed.data.deviceIds.reduce(
    (n, id) => n + deps.model.tagHistory.count(site, parseDevice(id, bank)!, fromMs, toMs),
    0,
  );
  const ordered = configuredTags(
    configs,
    devices.map((d) => d!.dictKey),
    tagNos,
  );
  return { site, fromMs, toMs, rows, ...parsed.data, tagNos: ordered };
}

const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Export tasks: estimate, start, retry, the task list and the file (spec §4, §7). */
export function registerExportRoutes(
  router: Router,
  deps: StationRoutesDeps,
  tags: TagStore,
  tasks: { store: ExportStore; runner: ExportRunner; configs: ExportConfigStore },
): void {
  const { store, runner, configs } = tasks;
  router.get('devicedata/estimate', (ctx) => {
    const q = ctx.query;
    const r = checkedRequest(ctx, deps, tags, configs, {
      deviceIds: list(q.get('deviceIds')),
      tagNos: list(q.get('tagNos')),
      startTime: q.get('startTime') ?? '',
      endTime: q.get('endTime') ?? '',
    });
    return { rows: r.rows };
  });
  router.post('devicedata/export', (ctx): ExportTask => {
    const r = checkedRequest(ctx, deps, tags, configs, ctx.body);
    const task = store.create({
      site: r.site,
      lang: ctx.lang,
      deviceIds: r.deviceIds,
      tagNos: r.tagNos,
      fromMs: r.fromMs,
      toMs: r.toMs,
      searchStart: formatDateTime(r.fromMs),
      searchEnd: formatDateTime(r.toMs),
      estimatedRows: r.rows,
    });
    runner.kick();
    return publicTask(task);
  });
  router.post('devicedata/retry', (ctx): ExportTask => {
    const id = ctx.query.get('id') ?? (ctx.body as { id?: unknown } | undefined)?.id;
    const task = typeof id === 'string' || typeof id === 'number' ? store.get(String(id)) : undefined;
    if (!task || task.status !== 'error') throw fieldError('id');
    store.update(task.id, { status: 'notStarted', error: '' });
    runner.kick();
    return publicTask(store.get(task.id)!);
  });
  router.get('task/page', (ctx) => {
    const { current, size } = pageParams(ctx.query);
    const { records, total } = store.page(siteOf(ctx, deps), (current - 1) * size, size);
    return pageFrom(records.map(publicTask), total, current, size);
  });
  router.get('devicedata/download', (ctx) => {
    const site = siteOf(ctx, deps);
    const task = store.get(ctx.query.get('id') ?? '');
    if (task && task.site !== site) throw badRequest(ctx, 'param');
    const file = task?.status === 'success' ? runner.file(task.id) : null;
    if (!task || !file) throw badRequest(ctx, 'param');
    return fileResult(task.fileName, readFileSync(file));
  });
}

/** `POST __sim/export-pace` (test hooks): slice size, pause and a one-shot fault. */
export function registerExportHook(router: Router, runner: ExportRunner): void {
  router.post(
    '__sim/export-pace',
    (ctx) => {
      const b = (ctx.body ?? {}) as {
        rowsPerSlice?: number;
        delayMs?: number;
        failAfterRows?: number | null;
      };
      runner.setPace(b);
      return true;
    },
    'public',
  );
}
