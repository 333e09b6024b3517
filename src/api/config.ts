import { get, type CallOptions } from './http';

/**
 * Restarts the station's service (spec §4 "Restart: takes about 3-5 minutes"). The login page
 * passes a token it obtained for this call only, so `options.headers` carries Blade-Auth.
 */
export function restartSystem(options: CallOptions = {}): Promise<unknown> {
  return get('config/restartOpenapi', undefined, options);
}

/** Version of the station's software; answering at all means the service is up. */
export function getVersion(options: CallOptions = {}): Promise<unknown> {
  return get('config/version', undefined, options);
}
