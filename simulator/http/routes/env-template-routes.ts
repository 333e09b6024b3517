import { noteRecordChanges } from '../oplog-recorder';
import type Database from 'better-sqlite3';
import {
  type EnvControlAck,
  envBindingSchema,
  envControlSchema,
  type EnvTemplateData,
  type EnvTemplateInput,
  envTemplateInputSchema,
  type EnvTemplateRecord,
  ENV_KINDS,
  ENV_MESSAGES,
  type EnvKind,
  NO_CONTROL,
} from '../../../src/contract/api/env-template';
import { topics } from '../../../src/contract/topics';
import { envDevicesOf, findPoint, envPoints } from '../../model/env-devices';
import { gzipBase64Json } from '../../model/zip';
import type { DeviceStore } from '../../store/device-store';
import { createEnvTemplateStore } from '../../store/env-template-store';
import { fileResult } from '../files';
import { intParam } from '../query-params';
import type { Revisions } from '../revisions';
import { ApiError, LocalizedApiError, type RequestContext, type Router } from '../router';
import { parseBody, refuse } from './device-common';
import type { DeviceLiveModel } from './device-live';
import { createEnvCards } from './env-cards';
import { siteOf, type StationRoutesDeps, tr, xlsx } from './station-common';

export interface EnvTemplateRouteDeps extends StationRoutesDeps {
  devices: DeviceStore;
  live: DeviceLiveModel;
  db: Database.Database;
  /** Each template carries a version: a save over an older one answers 409 (issue 33). */
  revisions: Revisions;
  testHooks: boolean;
}

const B = 'environmentTemplate';
const STARTS = new Set(['power', 'pump', 'fan']);

/**
 * Environment card templates (spec §7 Control; issue 27): list, save, delete, clone, export, the
 * devices bound to each, the points an environment device offers, the data by template and device
 * control. The station's env-template topic is built from these templates every round.
 */
export function registerEnvTemplateRoutes(router: Router, deps: EnvTemplateRouteDeps): void {
  const { model, devices } = deps;
  const store = createEnvTemplateStore(deps.db);
  const env = envDevicesOf(model);
  const cards = createEnvCards(model, devices, deps.live, store, env);
  for (const site of deps.sites)
    store.seed(site, (kind) => devices.list(site, { type: kind }).map((d) => d.id));
  // A container whose every card shows a device that does not report sends nothing (issue 27,
  // as a silent cluster's topic): the console says those devices are offline (devices topic).
  deps.live.onRound((site) => {
    for (const payload of cards.siteCards(site).values()) {
      const silent =
        payload.cards.length > 0 &&
        payload.cards.every((c) => c.deviceId !== undefined && !cards.reports(site, c.deviceId));
      if (!silent) deps.publish(topics.env(site, payload.containerNo), gzipBase64Json(payload));
    }
  });

  const template = (ctx: RequestContext, site: string, name = 'id'): EnvTemplateRecord => {
    const id = intParam(ctx, name, { min: 1, max: Number.MAX_SAFE_INTEGER });
    const t = id === null ? undefined : store.get(site, id);
    if (!t) throw refuse(ENV_MESSAGES.notFound, name);
    return t;
  };
  /** Every read point must exist on the kind's device, every write point too unless '-'. */
  const checkPoints = (input: EnvTemplateInput) => {
    input.fields.forEach((f, i) => {
      const at = (name: string) => `fields[${i}].${name}`;
      if (!findPoint(input.kind, f.readService, f.readIdentifier, false))
        throw unknownPoint(`${f.readService}.${f.readIdentifier}`, at('readIdentifier'));
      const noWrite = f.writeService === NO_CONTROL;
      if (noWrite) return;
      if (!findPoint(input.kind, f.writeService, f.writeIdentifier, true))
        throw unknownPoint(`${f.writeService}.${f.writeIdentifier}`, at('writeIdentifier'));
      if (!env.valid(f.writeIdentifier, Number(f.commandValue)))
        throw refuse(ENV_MESSAGES.param, at('commandValue'));
    });
  };

  const versioned = (t: EnvTemplateRecord) => ({
    ...t,
    version: deps.revisions.versionOf('envTemplate', String(t.id)),
  });
  router.get(`${B}/list`, (ctx) => store.list(siteOf(ctx, deps)).map(versioned));
  router.post(`${B}/save`, (ctx) => {
    const site = siteOf(ctx, deps);
    const input = parseBody(ctx, envTemplateInputSchema);
    checkPoints(input);
    const old = input.id ? store.get(site, input.id) : undefined;
    if (input.id && !old) throw refuse(ENV_MESSAGES.notFound, 'id');
    // A template that changes kind loses the devices of the old kind.
    const keep = old && old.kind === input.kind ? old.deviceIds : [];
    deps.revisions.check(ctx, 'envTemplate', input.id ? String(input.id) : null);
    const saved = store.put(site, input, keep);
    noteRecordChanges(ctx, old, saved);
    deps.revisions.bump(ctx, 'envTemplate', String(saved.id));
    return versioned(saved);
  });
  router.post(`${B}/delete`, (ctx) => {
    const site = siteOf(ctx, deps);
    const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean).map(Number);
    if (ids.length === 0 || ids.some((n) => !Number.isSafeInteger(n) || n < 1))
      throw refuse(ENV_MESSAGES.param, 'ids');
    for (const id of ids) deps.revisions.forget('envTemplate', String(id));
    return { removed: store.remove(site, ids) };
  });
  router.post(`${B}/clone`, (ctx) => {
    const site = siteOf(ctx, deps);
    const t = template(ctx, site);
    const copy = (s: string, suffix: string, max: number) => `${s.slice(0, max - suffix.length)}${suffix}`;
    return store.put(
      site,
      {
        id: 0,
        nameZh: copy(t.nameZh, '(副本)', 20),
        nameEn: copy(t.nameEn, ' (copy)', 40),
        sort: t.sort,
        kind: t.kind,
        fields: t.fields,
      },
      [],
    );
  });
  router.get(`${B}/export`, async (ctx) => {
    const site = siteOf(ctx, deps);
    const rows = store.list(site).flatMap((t) =>
      t.fields.map((f) => ({
        template: tr(ctx, t.nameZh, t.nameEn),
        sort: t.sort,
        kind: t.kind,
        field: tr(ctx, f.name, f.nameEn),
        read: `${f.readService}.${f.readIdentifier}`,
        write: f.writeService === NO_CONTROL ? NO_CONTROL : `${f.writeService}.${f.writeIdentifier}`,
        dict: f.dictName,
        button:
          ctx.lang === 'en' && f.buttonNameEn && f.buttonNameEn !== NO_CONTROL
            ? f.buttonNameEn
            : f.buttonName,
        command: f.commandValue,
        key: f.keyValue,
        devices: t.deviceIds.length,
      })),
    );
    const file = tr(ctx, '环境卡片模板', 'Environment templates');
    const body = await xlsx(
      file,
      [
        { header: tr(ctx, '模板', 'Template'), key: 'template', width: 20 },
        { header: tr(ctx, '排序', 'Sort'), key: 'sort', width: 8 },
        { header: tr(ctx, '类型', 'Kind'), key: 'kind' },
        { header: tr(ctx, '字段', 'Field'), key: 'field', width: 20 },
        { header: tr(ctx, '读服务.标识', 'Read service.identifier'), key: 'read', width: 24 },
        { header: tr(ctx, '写服务.标识', 'Write service.identifier'), key: 'write', width: 24 },
        { header: tr(ctx, '字典', 'Dictionary'), key: 'dict' },
        { header: tr(ctx, '按钮', 'Button'), key: 'button' },
        { header: tr(ctx, '指令值', 'Command value'), key: 'command' },
        { header: tr(ctx, '键值', 'Key value'), key: 'key' },
        { header: tr(ctx, '设备数', 'Devices'), key: 'devices', width: 8 },
      ],
      rows,
    );
    return fileResult(`${file}.xlsx`, body);
  });

  router.get(`${B}/device/select`, (ctx) => {
    const site = siteOf(ctx, deps);
    const t = template(ctx, site);
    const all = cards.envDevices(site);
    return t.deviceIds.map((id) => all.find((d) => d.id === id)).filter((d) => d?.kind === t.kind);
  });
  router.get(`${B}/device/unselect`, (ctx) => {
    const site = siteOf(ctx, deps);
    const t = template(ctx, site);
    return cards.envDevices(site).filter((d) => d.kind === t.kind && !t.deviceIds.includes(d.id));
  });
  router.post(`${B}/device/save`, (ctx) => {
    const site = siteOf(ctx, deps);
    const { id, deviceIds } = parseBody(ctx, envBindingSchema);
    const t = store.get(site, id);
    if (!t) throw refuse(ENV_MESSAGES.notFound, 'id');
    const all = new Map(cards.envDevices(site).map((d) => [d.id, d]));
    for (const d of deviceIds) {
      const found = all.get(d);
      if (!found) throw refuse(ENV_MESSAGES.param, 'deviceIds');
      if (found.kind !== t.kind) throw refuse(ENV_MESSAGES.wrongKind, 'deviceIds');
    }
    const { site: _s, deviceIds: _d, updateTime: _u, ...input } = t;
    return store.put(site, input, [...new Set(deviceIds)]);
  });
  router.get(`${B}/deviceTemplate`, (ctx) => {
    siteOf(ctx, deps);
    const kind = ctx.query.get('kind') ?? '';
    if (!(ENV_KINDS as readonly string[]).includes(kind)) throw refuse(ENV_MESSAGES.param);
    return { kind, points: envPoints(kind as EnvKind) };
  });
  router.get(`${B}/dataByTemplate`, (ctx): EnvTemplateData => {
    const site = siteOf(ctx, deps);
    const t = template(ctx, site);
    const all = new Map(cards.envDevices(site).map((d) => [d.id, d]));
    return {
      templateId: t.id,
      ts: model.engine.simMs,
      devices: t.deviceIds.flatMap((id) => {
        const d = all.get(id);
        if (!d || d.kind !== t.kind) return [];
        const online = cards.reports(site, id);
        const values = cards.readingsOf(site, d, online);
        return [
          {
            deviceId: id,
            name: d.name,
            containerNo: d.containerNo,
            online: values !== null,
            values: t.fields.map((f) => values?.[`${f.readService}.${f.readIdentifier}`] ?? null),
          },
        ];
      }),
    };
  });
  let commands = 0;
  router.post(`${B}/deviceControl`, (ctx): EnvControlAck => {
    const site = siteOf(ctx, deps);
    const input = parseBody(ctx, envControlSchema);
    const d = cards.envDevices(site).find((x) => x.id === input.deviceId);
    if (!d) throw refuse(ENV_MESSAGES.commandFailed, 'deviceId');
    if (!cards.reports(site, d.id) || d.containerNo === null) throw refuse(ENV_MESSAGES.deviceOff);
    if (!findPoint(d.kind, input.service, input.identifier, true))
      throw unknownPoint(`${input.service}.${input.identifier}`, 'identifier');
    if (!env.valid(input.identifier, input.value)) throw refuse(ENV_MESSAGES.param, 'value');
    // Interlock: nothing starts remotely in a container whose fire alarm is active.
    if (STARTS.has(input.identifier) && input.value === 1 && fireActive(site, d.containerNo))
      throw new LocalizedApiError(400, fill(ENV_MESSAGES.fireInterlock, { no: String(d.containerNo) }));
    env.command(d.id, input.identifier, input.value);
    commands += 1;
    return { commandId: `cmd-${commands}`, deviceId: d.id, acknowledgedAt: model.engine.simMs };
  });

  const fireActive = (site: string, containerNo: number): boolean => {
    const fire = cards.envDevices(site).find((x) => x.kind === 'fire' && x.containerNo === containerNo);
    const values = fire ? cards.readingsOf(site, fire, true) : null;
    return values?.['fireStatus.fireAlarm'] === 1;
  };

  if (deps.testHooks) {
    router.post(
      '__sim/env-deaf',
      (ctx) => {
        const b = (ctx.body ?? {}) as { deviceId?: unknown; on?: unknown };
        if (typeof b.deviceId !== 'string') throw new ApiError(400, 'deviceId required');
        env.setDeaf(b.deviceId, b.on !== false);
        return true;
      },
      'public',
    );
    // __sim/env-fire and __sim/env-flood: container-routes.ts (they raise the container's alarms).
  }
}

const fill = (m: { en: string; zh: string }, vars: Record<string, string>) => ({
  en: m.en.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? ''),
  zh: m.zh.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? ''),
});
const unknownPoint = (point: string, field: string) =>
  refuse(fill(ENV_MESSAGES.unknownPoint, { point }), field);
