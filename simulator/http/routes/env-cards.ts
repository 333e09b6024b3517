import {
  ENV_DICTS,
  ENV_KINDS,
  type EnvDeviceRef,
  type EnvKind,
  type EnvTemplateRecord,
  NO_CONTROL,
} from '../../../src/contract/api/env-template';
import type { DeviceRecord } from '../../../src/contract/api/devices';
import type { EnvRealtime } from '../../../src/contract/realtime-payloads';
import type { EnvDevices } from '../../model/env-devices';
import type { StationModel } from '../../model/station';
import type { DeviceStore } from '../../store/device-store';
import type { EnvTemplateStore } from '../../store/env-template-store';
import { containerClimate } from './container-climate';
import type { DeviceLiveModel } from './device-live';

const isEnvKind = (type: string): type is EnvKind => (ENV_KINDS as readonly string[]).includes(type);

type Card = EnvRealtime['cards'][number];

/**
 * The environment cards as the templates configure them (issue 27): for each template (by sort)
 * and each bound device in a container, one card whose fields read the device's points; a device
 * that does not report shows '' (never frozen numbers).
 */
export function createEnvCards(
  model: StationModel,
  devices: DeviceStore,
  live: DeviceLiveModel,
  templates: EnvTemplateStore,
  env: EnvDevices,
) {
  const containerNos = (site: string) => new Map(devices.containers(site).map((c) => [c.id, c.no]));
  const ref = (d: DeviceRecord, nos: Map<string, number>): EnvDeviceRef => ({
    id: d.id,
    name: d.name,
    kind: d.type as EnvKind,
    containerNo: nos.get(d.containerId) ?? null,
  });
  const envDevices = (site: string): EnvDeviceRef[] => {
    const nos = containerNos(site);
    return devices
      .list(site)
      .filter((d) => isEnvKind(d.type))
      .map((d) => ref(d, nos));
  };
  const reports = (site: string, id: string): boolean => {
    const d = devices.list(site).find((x) => x.id === id);
    return !!d && live.online(d.gatewayId) && live.online(d.id);
  };

  /** A device's readings, or null when it does not report or sits in no modelled container. */
  const readingsOf = (site: string, d: EnvDeviceRef, online: boolean) => {
    const rt = model.runtime(site).site;
    if (!online || d.containerNo === null || d.containerNo > rt.containers) return null;
    return env.readings(d.kind, d.id, containerClimate(model, site, d.containerNo));
  };

  const card = (
    t: EnvTemplateRecord,
    d: EnvDeviceRef,
    index: number,
    values: Record<string, number> | null,
    many: boolean,
  ): Card => ({
    envId: t.id * 1000 + index,
    kind: t.kind,
    nameZh: many ? `${t.nameZh} ${d.name}` : t.nameZh,
    nameEn: many ? `${t.nameEn} ${d.name}` : t.nameEn,
    templateId: t.id,
    deviceId: d.id,
    fields: t.fields.map((f, i) => {
      const dict = ENV_DICTS[f.dictName];
      return {
        identifier: `${i}:${f.readService}.${f.readIdentifier}`,
        nameZh: f.name,
        nameEn: f.nameEn,
        value: values?.[`${f.readService}.${f.readIdentifier}`] ?? '',
        ...('unit' in dict ? { unit: dict.unit } : { dict: dict.codes }),
        ...(f.writeService === NO_CONTROL
          ? {}
          : {
              control: {
                service: f.writeService,
                identifier: f.writeIdentifier,
                button: f.buttonName,
                ...(f.buttonNameEn && f.buttonNameEn !== NO_CONTROL ? { buttonEn: f.buttonNameEn } : {}),
                command: f.commandValue,
                key: f.keyValue,
              },
            }),
      };
    }),
  });

  /** Every container's cards of a site (one pass over the tables). */
  const siteCards = (site: string): Map<number, EnvRealtime> => {
    const ts = model.engine.simMs;
    const nos = containerNos(site);
    const all = devices.list(site).filter((d) => isEnvKind(d.type));
    const online = new Set(all.filter((d) => live.online(d.gatewayId) && live.online(d.id)).map((d) => d.id));
    const byId = new Map(all.map((d) => [d.id, ref(d, nos)]));
    const out = new Map<number, EnvRealtime>();
    for (let k = 1; k <= model.runtime(site).site.containers; k++)
      out.set(k, { ts, containerNo: k, cards: [] });
    for (const t of templates.list(site)) {
      const bound = t.deviceIds
        .map((id) => byId.get(id))
        .filter((d): d is EnvDeviceRef => d?.kind === t.kind);
      bound.forEach((d, i) => {
        const target = d.containerNo === null ? undefined : out.get(d.containerNo);
        if (!target) return;
        const many = bound.filter((o) => o.containerNo === d.containerNo).length > 1;
        target.cards.push(card(t, d, i, readingsOf(site, d, online.has(d.id)), many));
      });
    }
    return out;
  };

  return { envDevices, reports, readingsOf, siteCards };
}

export type EnvCards = ReturnType<typeof createEnvCards>;
