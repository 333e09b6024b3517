#!/usr/bin/env bash
# `npm test`: every layer, in the order a failure is cheapest to find. Each layer's wall time is
# printed in a table at the end, also when a layer fails (CI budget: 25 minutes in all).
set -euo pipefail
cd "$(dirname "$0")/.."

LAYERS=()
SECONDS_TAKEN=()
CPU_TAKEN=()
EXTRA_LINES=()
CURRENT=''
CURRENT_START=0
CURRENT_CPU=0
RUN_START=$(date +%s)

# CPU seconds (user + system) of every finished child process so far: a layer's CPU beside its
# wall time says whether it keeps both cores busy (CPU near twice the wall) or mostly waits.
# `times` runs in this shell (a subshell would count none of them); read_cpu sets CPU_NOW.
TIMES_FILE=$(mktemp)
read_cpu() {
  times >"$TIMES_FILE"
  CPU_NOW=$(tail -1 "$TIMES_FILE" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }')
}

finish_layer() {
  if [ -n "$CURRENT" ]; then
    LAYERS+=("$CURRENT")
    SECONDS_TAKEN+=("$(($(date +%s) - CURRENT_START))")
    read_cpu
    CPU_TAKEN+=("$((CPU_NOW - CURRENT_CPU))")
    CURRENT=''
  fi
}

static_checks() {
  local dir names cmds i failed=0
  dir=$(mktemp -d)
  # The unit tests follow the typecheck in the same lane: lint takes the longest and keeps one
  # core busy alone after the typecheck ends (CI budget, issue 32: this saves the unit layer's
  # minute). A failing typecheck skips them, as before.
  names=('  typecheck' '  lint' '  format' '  unit tests')
  cmds=('npm run -s typecheck' 'npm run -s lint' 'npm run -s format:check' \
    'npx vitest run --project unit --project unit-isolated --project unit-dom')
  lane() {
    local i start
    for i in "$@"; do
      start=$(date +%s)
      set +e
      if [ -n "${NICE:-}" ]; then
        nice -n 10 bash -c "${cmds[$i]}" >"$dir/$i.log" 2>&1
      else
        bash -c "${cmds[$i]}" >"$dir/$i.log" 2>&1
      fi
      echo $? >"$dir/$i.rc"
      set -e
      echo $(($(date +%s) - start)) >"$dir/$i.seconds"
      [ "$(cat "$dir/$i.rc")" = 0 ] || return 1
    done
  }
  # The unit tests build station models on SQLite: they wait for the native build, if one runs.
  # Lint and format have slack (nothing waits on them): niced, so the typecheck, a native build
  # and then the unit tests, the lane everything waits on, get the cores first.
  { lane 0 && native_ready >"$dir/native.log" 2>&1 && lane 3; } &
  NICE=1 lane 1 &
  NICE=1 lane 2 &
  wait
  for i in 0 1 2 3; do
    if [ ! -f "$dir/$i.rc" ]; then
      if [ -s "$dir/native.log" ]; then
        printf -- '--- %s (not run: the native build failed) ---\n' "${names[$i]# }"
        cat "$dir/native.log"
      else
        printf -- '--- %s (not run: the typecheck failed) ---\n' "${names[$i]# }"
      fi
      failed=1
      continue
    fi
    printf -- '--- %s (exit %s, %s s) ---\n' "${names[$i]# }" "$(cat "$dir/$i.rc")" "$(cat "$dir/$i.seconds")"
    cat "$dir/$i.log"
    EXTRA_LINES+=("$(printf '%-34s %8s' "${names[$i]}" "$(cat "$dir/$i.seconds")")")
    [ "$(cat "$dir/$i.rc")" = 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

step() {
  finish_layer
  CURRENT="$1"
  CURRENT_START=$(date +%s)
  read_cpu
  CURRENT_CPU=$CPU_NOW
  printf '\n=== %s ===\n' "$1"
}

report() {
  local status=$?
  local failed="$CURRENT"
  finish_layer
  printf '\n%-34s %8s %8s\n' 'layer' 'wall (s)' 'CPU (s)'
  printf '%-34s %8s %8s\n' '----------------------------------' '--------' '--------'
  local i
  for i in "${!LAYERS[@]}"; do
    local mark=''
    if [ "$status" -ne 0 ] && [ "${LAYERS[$i]}" = "$failed" ]; then mark='  FAILED'; fi
    printf '%-34s %8s %8s%s\n' "${LAYERS[$i]}" "${SECONDS_TAKEN[$i]}" "${CPU_TAKEN[$i]}" "$mark"
    if [ "$i" -eq 1 ]; then
      local line
      for line in "${EXTRA_LINES[@]}"; do printf '%s\n' "$line"; done
    fi
  done
  read_cpu
  printf '%-34s %8s %8s\n' 'total' "$(($(date +%s) - RUN_START))" "$CPU_NOW"
  if [ "$status" -eq 0 ]; then printf '\nAll test layers passed.\n'; fi
}
trap report EXIT

step 'system packages'
bash scripts/ensure-system-deps.sh

# Native modules: `.ci/run` installs with --ignore-scripts, and better-sqlite3's build (SQLite
# compiled from source when no prebuilt binary can be downloaded: ~95 s on one core) runs here in
# the background, beside the static checks, which do not need it. After a plain `npm ci` the
# module is built already and nothing runs. The unit tests and every later layer wait for it.
NATIVE_LOG=$(mktemp)
NATIVE_RC=$(mktemp -u)
if node -e "new (require('better-sqlite3'))(':memory:').close()" >/dev/null 2>&1; then
  echo 0 >"$NATIVE_RC"
else
  echo 'Native modules not built yet (npm ci --ignore-scripts): npm rebuild runs beside the static checks.'
  {
    JOBS=max npm rebuild better-sqlite3 --foreground-scripts >"$NATIVE_LOG" 2>&1
    echo $? >"$NATIVE_RC.part"
    mv "$NATIVE_RC.part" "$NATIVE_RC"
  } &
fi
# Waits for the native build (from any lane: a file, not `wait`); prints its log if it failed.
native_ready() {
  while [ ! -f "$NATIVE_RC" ]; do sleep 1; done
  [ "$(cat "$NATIVE_RC")" = 0 ] && return 0
  echo '--- npm rebuild (native modules) failed ---'
  cat "$NATIVE_LOG"
  return 1
}

# The static checks and the unit tests in three lanes at once (2 cores): each one's output is
# printed whole after it ends, and its own time is listed under the step's wall time.
step 'static checks + unit tests'
static_checks
native_ready
step 'integration tests'
npx vitest run --project integration --project integration-isolated
step 'build'
npm run -s build
step 'browser tests'
npx playwright test
# The bench's machinery on one page for a few seconds: fails when the bench breaks (no page, no
# figures). Budgets are judged by `npm run bench` on a quiet machine, not here (README).
step 'bench smoke'
npx tsx tests/perf/smoke.ts
