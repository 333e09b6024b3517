/*
 * The import boundaries of README "Architecture map" fire: each probe below breaks one rule of the
 * project's own eslint.config.js (linted as if it were a file at that path) and must fail with that
 * rule; the allowed imports must pass. Type-aware rules are switched off for the probes (they are
 * not what is tested and would load a TypeScript program); everything else is the real config.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

// Loading the config and its plugins takes seconds on a loaded machine: once, before the probes.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: [tseslint.configs.disableTypeChecked],
  });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/probe.ts') });
}, 120_000);

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

/** A module that imports `from` and uses it, so nothing but the import itself can be wrong. */
const importing = (...from: string[]) =>
  from.map((f, i) => `import * as m${i} from '${f}';`).join('\n') +
  `\nexport const probe = [${from.map((_, i) => `m${i}`).join(', ')}];\n`;

const RESTRICTED = 'import-x/no-restricted-paths';

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a component imports a feature', 'src/components/probe.tsx', '@/features/power-sys/page'],
    ['a component calls the backend (api)', 'src/components/probe.tsx', '@/api/http'],
    ['a component imports a widget', 'src/components/probe.tsx', '@/widgets/container-picture-card'],
    ['a feature imports another feature', 'src/features/main-sys/probe.tsx', '@/features/power-sys/page'],
    ['a feature imports another feature (relative)', 'src/features/main-sys/probe.tsx', '../power-sys/page'],
    ['contract imports lib', 'src/contract/probe.ts', '@/lib/storage'],
    ['contract imports api', 'src/contract/probe.ts', '../api/http'],
    ['lib imports a feature', 'src/lib/probe.ts', '@/features/power-sys/page'],
    ['lib imports the app', 'src/lib/probe.ts', '@/app/guard'],
    ['api imports a feature', 'src/api/probe.ts', '@/features/power-sys/page'],
    ['api imports a widget', 'src/api/probe.ts', '@/widgets/period/use-period'],
    ['components import the app', 'src/components/probe.tsx', '@/app/guard'],
    ['stores import a feature', 'src/stores/probe.ts', '@/features/power-sys/page'],
    ['realtime imports the app', 'src/realtime/probe.ts', '@/app/guard'],
    ['realtime calls the backend (api)', 'src/realtime/probe.ts', '@/api/threshold'],
    ['a store calls the backend (api)', 'src/stores/probe.ts', '@/api/auth'],
    ['a store imports the realtime side', 'src/stores/probe.ts', '../realtime/realtime-client'],
    ['a widget imports a feature', 'src/widgets/probe.tsx', '@/features/power-sys/page'],
    ['a widget imports the app', 'src/widgets/probe.tsx', '@/app/guard'],
    ['a feature imports the app', 'src/features/main-sys/probe.tsx', '@/app/guard'],
    ['the worker imports src/api', 'workers/realtime/probe.ts', '../../src/api/http'],
    ['the worker imports src/components', 'workers/probe.ts', '../src/components/button'],
    ['the simulator imports src/api', 'simulator/model/probe.ts', '../../src/api/http'],
    ['the simulator imports src/components', 'simulator/probe.ts', '../src/components/button'],
  ])('%s: fails with no-restricted-paths', async (_name, file, from) => {
    const messages = await lint(file, importing(from));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      new RegExp(`^${RESTRICTED}: Unexpected path "${from.replace(/[.]/g, '\\.')}"`),
    );
  });

  it('an import that resolves to nothing fails with no-unresolved', async () => {
    expect(await lint('src/lib/probe.ts', importing('./no-such-module'))).toEqual([
      "import-x/no-unresolved: Unable to resolve path to module './no-such-module'.",
    ]);
    expect(await lint('src/features/main-sys/probe.tsx', importing('@/lib/no-such-module'))).toEqual([
      "import-x/no-unresolved: Unable to resolve path to module '@/lib/no-such-module'.",
    ]);
  });

  it.each([
    [
      'a widget: components, lib, api, realtime, stores, contract',
      'src/widgets/probe.tsx',
      [
        '@/components/button',
        '@/lib/storage',
        '@/api/http',
        '@/realtime/use-topic',
        '@/stores/session',
        '@/contract/topics',
      ],
    ],
    [
      'a feature: its own files, widgets, components, api',
      'src/features/main-sys/probe.tsx',
      ['./page', '@/widgets/period/use-period', '@/components/button', '@/api/http', 'react'],
    ],
    [
      'a component: lib, realtime, stores, contract',
      'src/components/probe.tsx',
      ['@/lib/storage', '@/realtime/use-topic', '@/stores/session', '@/contract/topics'],
    ],
    [
      'the app: features, widgets',
      'src/app/probe.tsx',
      ['@/features/power-sys/page', '@/widgets/price/today-prices'],
    ],
    [
      'the worker: contract, lib',
      'workers/realtime/probe.ts',
      ['../../src/contract/topics', '../../src/lib/storage'],
    ],
    [
      'the simulator: contract, lib, a package',
      'simulator/probe.ts',
      ['../src/contract/topics', '../src/lib/md5', 'ws'],
    ],
  ])('allowed, %s: passes', async (_name, file, from) => {
    expect(await lint(file, importing(...from))).toEqual([]);
  });
});
