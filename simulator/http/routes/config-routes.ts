import fs from 'node:fs';
import type { Branding, VersionInfo, RestartAnswer } from '../../../src/contract/api/config';
import type { ConfigStore } from '../../store/config-store';
import { formatDateTime } from '../../store/time-format';
import { validateConfigUpdate, validateSiteInfo, validateSubsystemUpdate } from '../config-validation';
import { refuse } from '../input-errors';
import { msg } from '../messages';
import { pageOf } from '../paging';
import { bodyObject, param } from '../params';
import { registerConfigExtraRoutes } from './config-extra-routes';
import { ApiError, type RequestContext, type Router } from '../router';

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Site info, version, key/value system config and subsystems (spec §7 "Configuration"). */
export function registerConfigRoutes(
  router: Router,
  deps: {
    config: ConfigStore;
    sites: string[];
    dataDir: string;
    /** Device firmware versions as last read back (upgrade store), for About. */
    firmware?: () => Array<{ site: string; name: string; version: string }>;
    /** The services restarted by config/restartOpenapi (the northbound interface). */
    onRestart?: () => void;
  },
): void {
  const { config, sites } = deps;
  const version: VersionInfo = {
    version: packageVersion(),
    emsVersion: `SIM-${packageVersion()}`,
    startedAt: formatDateTime(Date.now()),
  };

  const siteOf = (ctx: RequestContext) => {
    const site = param(ctx, 'site') || sites[0];
    const info = config.site(site);
    if (!info) throw new ApiError(400, msg(ctx.lang, 'siteUnknown'));
    return info;
  };

  router.get('config/system/detail', (ctx) => siteOf(ctx));
  // The login page shows the logo and title before anyone is logged in.
  router.get(
    'config/branding',
    (ctx): Branding => {
      const { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn } = siteOf(ctx);
      return { site, loginLogo, homeLogo, loginTitle, loginTitleEn, homeTitle, homeTitleEn };
    },
    'public',
  );
  router.post('config/system/save', (ctx) => {
    const next = validateSiteInfo(bodyObject(ctx), siteOf(ctx));
    config.saveSite(next);
    return next;
  });
  router.get('config/version', () => version);
  // The console's reboot option: a real station restarts its services (3–5 minutes); the
  // simulator acknowledges and keeps serving, so the console's wait-then-ask flow completes.
  router.get('config/restartOpenapi', (): RestartAnswer => {
    deps.onRestart?.();
    return { accepted: true, expectedSeconds: { min: 180, max: 300 } };
  });
  router.get('config/getList', () => config.configList());
  router.post('config/update', (ctx) => {
    config.setConfig(validateConfigUpdate(ctx.body, sites));
    return config.configList();
  });
  registerConfigExtraRoutes(router, {
    config,
    sites,
    version,
    dataDir: deps.dataDir,
    firmware: deps.firmware,
  });
  router.get('subsystem/list', (ctx) => pageOf(config.subsystems(), ctx.query));
  router.post('subsystem/update', (ctx) => {
    const id = param(ctx, 'id');
    const current = config.subsystems().find((s) => s.id === id);
    if (!current) throw refuse('id', 'subsystemUnknown');
    const next = validateSubsystemUpdate(bodyObject(ctx), current);
    config.updateSubsystem(next);
    return next;
  });
}
