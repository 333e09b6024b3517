import { deflateSync } from 'node:zlib';
import type { NorthboundKind, NorthboundPreview } from '../../src/contract/api/northbound';
import { activeList } from '../model/alarms';
import { dayKey, formatDateTime } from '../model/clock';
import { partialPiles } from '../model/devices';
import { byDay } from '../model/report';
import type { StationModel } from '../model/station';
import { PILES_POINT, readPoints } from './points';
import type { StoredNorthbound } from './store';

/*
 * The northbound messages (format documented in README "Northbound interface"): JSON, one per
 * kind and site, zlib-compressed (deflate, RFC 1950) when compression is on.
 */

const r3 = (v: number) => Math.round(v * 1000) / 1000;

interface Envelope {
  kind: NorthboundKind;
  tenantId: string;
  site: string;
  /** Station time `yyyy-MM-dd HH:mm:ss` and epoch ms. */
  time: string;
  ts: number;
}

function envelope(kind: NorthboundKind, c: StoredNorthbound, model: StationModel, site: string): Envelope {
  const ts = model.engine.simMs;
  return { kind, tenantId: c.tenantId, site, time: formatDateTime(ts), ts };
}

/** The message body of one kind for one site, as JSON text. */
export function buildMessage(
  kind: NorthboundKind,
  c: StoredNorthbound,
  model: StationModel,
  site: string,
  pushed: string[],
): string {
  const head = envelope(kind, c, model, site);
  if (kind === 'realtime') {
    // The piles' point while some pile is silent is the reporting piles' (issue 27), said to be partial.
    const piles = pushed.includes(PILES_POINT)
      ? partialPiles(model.reporting.pilesPower(site, model.runtime(site).site.piles))
      : {};
    return JSON.stringify({ ...head, ...piles, data: readPoints(model, site, pushed) });
  }
  if (kind === 'profit') {
    const day = dayKey(head.ts);
    const rep = byDay(model.energy.energy(site, day, day), [day])[0];
    return JSON.stringify({
      ...head,
      day,
      data: {
        chargeKwh: r3(rep.sum.charge),
        dischargeKwh: r3(rep.sum.discharge),
        chargeFee: r3(rep.sum.chargeFee),
        dischargeFee: r3(rep.sum.dischargeFee),
        profit: r3(rep.sum.dischargeFee - rep.sum.chargeFee),
        pvKwh: r3(rep.sum.pv),
      },
    });
  }
  const book = model.extras.get(site)?.alarms;
  const active = book ? activeList(book) : [];
  return JSON.stringify({
    ...head,
    active: active.map((a) => ({
      id: a.id,
      level: a.level,
      type: a.type,
      status: a.status,
      deviceName: a.deviceName,
      content: a.content,
      contentEn: a.contentEn,
      occurredTime: a.occurredTime,
    })),
  });
}

/** The bytes sent: the JSON text, or its zlib deflate when compression is on. */
export function encode(json: string, compression: number): Buffer {
  const raw = Buffer.from(json, 'utf8');
  return compression === 1 ? deflateSync(raw) : raw;
}

export function preview(kind: NorthboundKind, topic: string, json: string): NorthboundPreview {
  return {
    kind,
    topic,
    json,
    rawBytes: Buffer.byteLength(json, 'utf8'),
    compressedBytes: deflateSync(Buffer.from(json, 'utf8')).length,
  };
}
