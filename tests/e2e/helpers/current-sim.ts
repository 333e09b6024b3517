/**
 * The URL of this worker's simulator (one at a time per worker: Playwright restarts a worker when
 * a file asks for other simulator options). Set by the baseURL fixture; read by `login()`.
 */
let current: string | null = null;

export function setCurrentSimulatorUrl(url: string): void {
  current = url;
}

export function currentSimulatorUrl(): string | null {
  return current;
}
