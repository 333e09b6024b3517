import { DatabaseOpenError } from './store/db';
import { DEMO_USERS } from './store/users';
import type { RunningSimulator, SimulatorOptions } from './server';

const USAGE = `Usage: tsx simulator/main.ts [--port N] [--host H] [--db FILE|:memory:] [--clusters N] [--racks N]
       [--cells N] [--speed N] [--seed N] [--test-hooks]
       [--spec-only]      (PORT in the environment sets the port)`;

class UsageError extends Error {}

const INTEGER_FLAGS = {
  port: [0, 65535],
  clusters: [1, 100],
  racks: [1, 12],
  cells: [1, 24],
  seed: [0, 2 ** 31],
} as const;

/** Command-line flags (and PORT) to simulator options. */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): SimulatorOptions {
  const options: SimulatorOptions = { port: 8080, host: '0.0.0.0', db: 'data/station.db' };
  if (env.PORT !== undefined && env.PORT !== '') argv = ['--port', env.PORT, ...argv];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const name = flag.replace(/^--/, '');
    if (name === 'test-hooks') {
      options.testHooks = true;
      continue;
    }
    if (name === 'spec-only') {
      options.specOnly = true;
      continue;
    }
    if (name === 'help' || name === 'h' || flag === '-h') throw new UsageError('');
    const value = inline ?? argv[++i];
    if (!flag.startsWith('--') || value === undefined)
      throw new UsageError(`Unknown or incomplete option: ${argv[i - 1] ?? flag}`);
    if (name === 'host' || name === 'db') {
      options[name] = value;
    } else if (name === 'speed') {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0 || n > 3600)
        throw new UsageError('--speed must be a number in (0, 3600]');
      options.speed = n;
    } else if (name in INTEGER_FLAGS) {
      const [min, max] = INTEGER_FLAGS[name as keyof typeof INTEGER_FLAGS];
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max)
        throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
      options[name as keyof typeof INTEGER_FLAGS] = n;
    } else throw new UsageError(`Unknown option: ${flag}`);
  }
  return options;
}

async function main(): Promise<void> {
  let options: SimulatorOptions;
  try {
    options = parseArgs(process.argv.slice(2), process.env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(`Error: ${err.message}`);
    console.error(USAGE);
    process.exit(err.message ? 1 : 0);
  }
  // Handlers go in before the slow start so a signal at any moment closes cleanly (tsx only
  // forwards signals gracefully to a child it knows has handlers).
  let sim: RunningSimulator | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!sim) process.exit(0);
    console.log(`\n${signal}: stopping the simulator...`);
    sim.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Error while stopping:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // The simulator's modules (routes, exceljs, the station model) load only once the arguments
  // are valid: a usage error or --help answers without them (about 4 CPU seconds on a loaded
  // 2-core machine).
  const { PortInUseError, startSimulator } = await import('./server');
  try {
    sim = await startSimulator(options);
  } catch (err) {
    if (err instanceof PortInUseError || err instanceof DatabaseOpenError) {
      console.error(`Error: ${err.message}`);
      process.exit(1);
    }
    const e = err as NodeJS.ErrnoException;
    console.error(`Error: the simulator could not start: ${e.code ? `${e.code} ` : ''}${e.message}`);
    process.exit(1);
  }
  console.log(`Station simulator running at ${sim.url}`);
  console.log(
    `  broker: ${sim.brokerUrl}   database: ${options.db}${options.testHooks ? '   test hooks: on' : ''}${
      options.specOnly ? '   spec-only: extension calls answer 404' : ''
    }`,
  );
  console.log('  demo accounts:');
  for (const u of DEMO_USERS)
    console.log(`    ${u.account.padEnd(9)} / ${u.password.padEnd(12)} (${u.role})`);
}

void main();
