#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'system packages'
bash scripts/ensure-system-deps.sh
step 'typecheck'
npm run -s typecheck
step 'lint'
npm run -s lint
step 'format'
npm run -s format:check
step 'unit tests'
npx vitest run --project unit
step 'integration tests'
npx vitest run --project integration
step 'build'
npm run -s build
step 'browser tests'
npx playwright test
if [ -f tests/perf/bench.ts ]; then
  step 'bench (quick, budgets reported, not enforced)'
  npm run -s bench -- --quick --no-enforce
fi
printf '\nAll test layers passed.\n'
