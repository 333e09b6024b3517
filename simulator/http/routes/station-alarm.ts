import { DEFAULT_GLOBAL_ALARM_SETTING, type GlobalAlarmSetting } from '../../../src/contract/alarm';
import type { AlarmLevelCounts, EmsCtrl } from '../../../src/contract/api/alarm-api';
import { ALARM_STATUSES, type AlarmLevel, type AlarmStatus } from '../../../src/contract/status';
import type { RequestContext, Router } from '../router';
import { fileResult } from '../files';
import { fieldError } from '../input-errors';
import { pageParams, pageFrom } from '../paging';
import { dateTimeParam, enumParam, idParam, textParam } from '../query-params';
import { activeList, operateAlarm } from '../../model/alarms';
import { publishAlarms } from '../../model/publish';
import type { AlarmHistoryFilter } from '../../store/model-alarms';
import { readSetting, writeSetting } from '../../store/model-schema';
import type Database from 'better-sqlite3';
import { badRequest, siteOf, type StationRoutesDeps, tr, xlsx } from './station-common';
import { noteChanges } from '../oplog-recorder';

const STATUS_LABEL: Record<AlarmStatus, [string, string]> = {
  new: ['新告警', 'New'],
  acknowledged: ['已确认', 'Acknowledged'],
  cleared: ['已清除', 'Cleared'],
  recovered: ['已恢复', 'Recovered'],
};

/** Validates a global alarm setting body; 400 naming the field that is wrong. */
function parseGlobalAlarm(body: unknown): GlobalAlarmSetting {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const enabled = Number(b.enabled);
  const level = Number(b.level);
  const period = Number(b.period);
  if (enabled !== 0 && enabled !== 1) throw fieldError('enabled');
  if (![1, 2, 3].includes(level)) throw fieldError('level');
  if (!Number.isInteger(period) || period < 0 || period > 1440) throw fieldError('period');
  return { enabled, level: level as AlarmLevel, period };
}

/** Alarm list, operator actions, history and export, the global popup setting and the EMS mode. */
export function registerAlarmRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const { model } = deps;
  const filterOf = (ctx: RequestContext): AlarmHistoryFilter => {
    const q = ctx.query;
    const level = enumParam(ctx, 'level', ['1', '2', '3']);
    const status = enumParam(ctx, 'status', ALARM_STATUSES);
    // Checked strictly (query-params.ts), then compared as text with the stored times.
    dateTimeParam(ctx, 'startTime');
    dateTimeParam(ctx, 'endTime');
    return {
      site: siteOf(ctx, deps),
      level: level ? (Number(level) as AlarmLevel) : undefined,
      status: status ?? undefined,
      type: textParam(ctx, 'type') || undefined,
      deviceName: textParam(ctx, 'deviceName') || undefined,
      startTime: q.get('startTime') || undefined,
      endTime: q.get('endTime') || undefined,
    };
  };
  const operate = (action: 'acknowledge' | 'clear') => (ctx: RequestContext) => {
    const site = siteOf(ctx, deps);
    const id = idParam(ctx, 'id') ?? '';
    const operator = ctx.user?.realName || ctx.user?.account || 'system';
    const record = operateAlarm(
      model.extras.get(site)!.alarms,
      model.alarmStore,
      id,
      action,
      operator,
      model.engine.simMs,
    );
    if (!record) throw badRequest(ctx, 'alarmGone');
    publishAlarms(model, site, deps.publish);
    return record;
  };

  router.get('devicealarm/selectTop20', (ctx) =>
    activeList(model.extras.get(siteOf(ctx, deps))!.alarms).slice(0, 20),
  );
  router.get('devicealarm/countByLevel', (ctx): AlarmLevelCounts => {
    const counts: AlarmLevelCounts = { total: 0, level1: 0, level2: 0, level3: 0 };
    for (const a of activeList(model.extras.get(siteOf(ctx, deps))!.alarms)) {
      if (a.status !== 'new' && a.status !== 'acknowledged') continue;
      counts.total++;
      counts[`level${a.level}`]++;
    }
    return counts;
  });
  router.post('devicealarm/acknowledge', operate('acknowledge'));
  router.post('devicealarm/clear', operate('clear'));
  router.get('devicealarmhis/list', (ctx) => {
    const { current, size } = pageParams(ctx.query);
    const { records, total } = model.alarmStore.history(filterOf(ctx), (current - 1) * size, size);
    return pageFrom(records, total, current, size);
  });
  router.get('devicealarmhis/export', async (ctx) => {
    const { records } = model.alarmStore.history(filterOf(ctx), 0, 100_000);
    const name = tr(ctx, '历史告警', 'Alarm history');
    const cols = [
      { header: tr(ctx, '告警编号', 'Number'), key: 'number', width: 24 },
      { header: tr(ctx, '告警内容', 'Content'), key: 'content', width: 48 },
      { header: tr(ctx, '等级', 'Level'), key: 'level', width: 8 },
      { header: tr(ctx, '类型', 'Type'), key: 'type', width: 10 },
      { header: tr(ctx, '状态', 'Status'), key: 'status', width: 12 },
      { header: tr(ctx, '设备名称', 'Device'), key: 'deviceName', width: 16 },
      { header: tr(ctx, '序列号', 'Serial number'), key: 'serialNumber', width: 22 },
      { header: tr(ctx, '发生时间', 'Occurred'), key: 'occurredTime', width: 20 },
      { header: tr(ctx, '处理时间', 'Processed'), key: 'processedTime', width: 20 },
      { header: tr(ctx, '处理人', 'Operator'), key: 'operator', width: 12 },
    ];
    const rows = records.map((a) => ({
      ...a,
      content: ctx.lang === 'en' && a.contentEn ? a.contentEn : a.content,
      level: `L${a.level}`,
      status: tr(ctx, ...STATUS_LABEL[a.status]),
    }));
    return fileResult(`${name}.xlsx`, await xlsx(name, cols, rows));
  });
  router.get('config/globalAlarm/info', () => readSetting(db, 'globalAlarm', DEFAULT_GLOBAL_ALARM_SETTING));
  router.post('config/globalAlarm/save', (ctx) => {
    const setting = parseGlobalAlarm(ctx.body);
    const before = readSetting(db, 'globalAlarm', DEFAULT_GLOBAL_ALARM_SETTING);
    writeSetting(db, 'globalAlarm', setting);
    noteChanges(ctx, { ...before }, { ...setting });
    return setting;
  });
  router.get('devicealarm/getEmsctrl', (ctx): EmsCtrl => {
    const { site } = model.runtime(siteOf(ctx, deps));
    return {
      mode: site.mode,
      power: site.mode === 'manual' ? site.manualKw : 0,
      ratedPowerKw: site.pcsRatedKw,
    };
  });
}
