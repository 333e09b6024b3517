import { containerMaxTemp } from '../../model/bank-stats';
import { isFireForced, isFlooded } from '../../model/env';
import type { ContainerClimate } from '../../model/env-devices';
import type { StationModel } from '../../model/station';

/** What a container's environment devices read from the model now (container `no`, 1-based). */
export function containerClimate(model: StationModel, site: string, no: number): ContainerClimate {
  const x = model.extras.get(site)!;
  return {
    ambientC: model.runtime(site).site.ambientC,
    hottestC: containerMaxTemp(x.stats, no),
    flooding: isFlooded(x.env, no),
    fire: isFireForced(x.env, no),
    simMs: model.engine.simMs,
  };
}
