import type Database from 'better-sqlite3';
import type { RuntimeConfig } from '../../../src/contract/runtime-config';
import { AddressLockout } from '../../auth/address-lockout';
import type { AuthService } from '../../auth/auth-service';
import type { OplogStore } from '../../store/oplog';
import type { UserStore } from '../../store/users';
import type { ApiFaults } from '../faults';
import { createRevisions } from '../revisions';
import type { Router } from '../router';
import type { SimulatorFaults } from '../simulator-faults';
import { ConfigStore } from '../../store/config-store';
import { PictureStore } from '../../store/picture-store';
import { registerAuthRoutes } from './auth-routes';
import { dataDirOf } from './config-extra-routes';
import { registerConfigRoutes } from './config-routes';
import { registerContainerPictureRoutes } from './container-picture-routes';
import { registerOplogRoutes } from './oplog-routes';
import { registerUserRoutes } from './user-routes';
import { registerFaultRoutes } from './fault-routes';
import { registerTrafficRoutes } from './traffic-routes';
import { firmwareVersions } from '../../model/upgrade-store';

export interface CoreRouteDeps {
  db: Database.Database;
  users: UserStore;
  auth: AuthService;
  oplog: OplogStore;
  faults: SimulatorFaults;
  apiFaults: ApiFaults;
  config: RuntimeConfig;
  testHooks: boolean;
  /** Called when config/restartOpenapi restarts the station's services. */
  onRestart?: () => void;
}

/** Every route of the server core (the station model registers its own). */
export function registerCoreRoutes(router: Router, deps: CoreRouteDeps): void {
  registerAuthRoutes(router, {
    auth: deps.auth,
    addresses: new AddressLockout(deps.db),
    oplog: deps.oplog,
    faults: deps.apiFaults,
    tenantId: deps.config.tenantId,
  });
  registerUserRoutes(router, { users: deps.users, auth: deps.auth, revisions: createRevisions(deps.db) });
  registerConfigRoutes(router, {
    config: new ConfigStore(deps.db, deps.config.sites),
    sites: deps.config.sites,
    dataDir: dataDirOf(deps.db.name),
    firmware: () => firmwareVersions(deps.db),
    onRestart: deps.onRestart,
  });
  registerContainerPictureRoutes(router, { pictures: new PictureStore(deps.db), sites: deps.config.sites });
  registerOplogRoutes(router, { oplog: deps.oplog });
  registerTrafficRoutes(router);
  if (deps.testHooks) registerFaultRoutes(router, deps.faults);
}
