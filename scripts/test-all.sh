#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find. Each layer's wall time is
# printed in a table at the end, also when a layer fails (CI budget: 25 minutes in all).
set -euo pipefail
cd "$(dirname "$0")/.."

LAYERS=()
SECONDS_TAKEN=()
CURRENT=''
CURRENT_START=0
RUN_START=$(date +%s)

finish_layer() {
  if [ -n "$CURRENT" ]; then
    LAYERS+=("$CURRENT")
    SECONDS_TAKEN+=("$(($(date +%s) - CURRENT_START))")
    CURRENT=''
  fi
}

step() {
  finish_layer
  CURRENT="$1"
  CURRENT_START=$(date +%s)
  printf '\n=== %s ===\n' "$1"
}

report() {
  local status=$?
  local failed="$CURRENT"
  finish_layer
  printf '\n%-34s %8s\n' 'layer' 'wall (s)'
  printf '%-34s %8s\n' '----------------------------------' '--------'
  local i
  for i in "${!LAYERS[@]}"; do
    local mark=''
    if [ "$status" -ne 0 ] && [ "${LAYERS[$i]}" = "$failed" ]; then mark='  FAILED'; fi
    printf '%-34s %8s%s\n' "${LAYERS[$i]}" "${SECONDS_TAKEN[$i]}" "$mark"
  done
  printf '%-34s %8s\n' 'total' "$(($(date +%s) - RUN_START))"
  if [ "$status" -eq 0 ]; then printf '\nAll test layers passed.\n'; fi
}
trap report EXIT

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
# The bench's machinery on one page for a few seconds: fails when the bench breaks (no page, no
# figures). Budgets are judged by `npm run bench` on a quiet machine, not here (README).
step 'bench smoke'
npx tsx tests/perf/smoke.ts
