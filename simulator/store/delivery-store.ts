import type Database from 'better-sqlite3';

/** One template-file delivery (simulator/http/routes/device-template.ts), as stored. */
export interface DeliveryJob {
  site: string;
  scope: 'gateway' | 'device';
  targetName: string;
  targetId: string;
  gatewayId: string;
  deviceIds: string[];
  startedAt: number;
  endsAt: number;
  state: 'delivering' | 'success' | 'failed';
  /** Why it failed: the gateway was offline at the end, or the simulator restarted meanwhile. */
  failed: 'gatewayOffline' | 'deliveryInterrupted' | null;
}

/**
 * Template deliveries and the template version each device received, in SQLite (issue 27): a
 * restart keeps the finished results. A delivery still running when the simulator stopped is
 * ended as failed ('deliveryInterrupted') when it starts again: the gateway's file transfer was
 * cut with the service, nothing confirmed that the file arrived, so the installer is told to
 * deliver it again rather than shown a success nobody checked.
 */
export function createDeliveryStore(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS dm_delivery (
      target_id TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS dm_delivered (
      device_id TEXT PRIMARY KEY, version INTEGER NOT NULL);`);
  const putJob = db.prepare(
    'INSERT INTO dm_delivery (target_id, data) VALUES (?, ?) ON CONFLICT(target_id) DO UPDATE SET data = excluded.data',
  );
  const putDelivered = db.prepare(
    'INSERT INTO dm_delivered (device_id, version) VALUES (?, ?) ON CONFLICT(device_id) DO UPDATE SET version = excluded.version',
  );
  return {
    /** Every stored delivery; those that were running are failed as interrupted first. */
    load(): DeliveryJob[] {
      const jobs = (db.prepare('SELECT data FROM dm_delivery').all() as Array<{ data: string }>).map(
        (r) => JSON.parse(r.data) as DeliveryJob,
      );
      for (const job of jobs)
        if (job.state === 'delivering') {
          job.state = 'failed';
          job.failed = 'deliveryInterrupted';
          putJob.run(job.targetId, JSON.stringify(job));
        }
      return jobs;
    },
    save(job: DeliveryJob): void {
      putJob.run(job.targetId, JSON.stringify(job));
    },
    delivered(): Map<string, number> {
      const rows = db.prepare('SELECT device_id, version FROM dm_delivered').all() as Array<{
        device_id: string;
        version: number;
      }>;
      return new Map(rows.map((r) => [r.device_id, r.version]));
    },
    setDelivered(deviceId: string, version: number): void {
      putDelivered.run(deviceId, version);
    },
  };
}
