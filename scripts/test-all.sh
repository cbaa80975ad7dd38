#!/usr/bin/env bash
# npm test: every check, in groups, stopping after the first group that fails, then the wall
# time and the CPU each step took (CI must stay under 20 minutes on a fresh 2-core machine;
# this says where the time goes). The steps of a group run side by side: the first one's output
# streams, the others' is printed after it.
#   native       better-sqlite3's native module, when it is missing: .ci/run installs with
#                --ignore-scripts (npm ci took 39 s instead of 125, 2026-11-28) and it compiles
#                here, 68 s on one core, beside the first two groups, which do not load it (the
#                build's prerendering included); the unit tests wait for it
#   generate     the compiled messages and the Hindi font subset, once (typecheck and build
#                would each write them again, at the same time)
#   lint, typecheck, format, build    read the sources only
#   unit, audit  the unit tests beside the audit: its page checks (bytes, requests, axe, vnu:
#                no timings), then Lighthouse. Lighthouse alone kept the
#                machine 41% busy for 94 s; its timings are printed, not gated: beside the unit
#                tests on a slow machine TBT reached 6 s (scripts/audit/budgets.ts)
#   e2e          the browser tests, alone: with the unit tests beside them (2026-11-28) the
#                machine was 95% busy and the pair took as long as one after the other, while
#                a PostgreSQL fixture's statements, slowed past the pool's 6 s, failed
set -uo pipefail
cd "$(dirname "$0")/.."

step_native() { npm rebuild better-sqlite3; }
step_generate() { npm run generate; }
step_lint() { npx eslint .; }
step_typecheck() { npx react-router typegen && npx tsc --noEmit; }
step_format() { npx prettier --check .; }
step_build() { npx react-router build && node scripts/build-server.mjs; }
step_unit() { bash scripts/with-postgres.sh npx vitest run; }
step_e2e() { npm run test:e2e; }
# The page checks, then Lighthouse alone in the same run (one server, one build/rendered/: two
# audits at once wrote the same files).
step_audit() { npx tsx scripts/audit/audit.ts --gate; }

declare -a DONE=()
started=$SECONDS
status=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs one step; writes "<exit status> <wall s> <cpu s>" to $logs/<step>.status.
run_step() {
  local step=$1 s=$SECONDS code cpu
  echo "> $step"
  "step_$step"
  code=$?
  # `times` prints this shell's CPU, then its children's: user and system, as 1m2.345s (not in
  # a $(…), whose subshell has no children of its own).
  times >"$logs/$step.times"
  cpu=$(tail -n 1 "$logs/$step.times" | awk '{
    t = 0
    for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] }
    printf "%d", t
  }')
  echo "$code $((SECONDS - s)) $cpu" >"$logs/$step.status"
  return "$code"
}

# The machine's busy and total CPU time so far, in ticks (/proc/stat's first line): a group's
# share of busy time says whether its steps left cores idle. (The CPU per step undercounts what
# runs detached: PostgreSQL's server, Chromium's renderers once the browser is killed.)
machine_ticks() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((user + nice + system + irq + softirq + steal)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}

group() {
  local t=$SECONDS first=$1 step code secs cpu busy0 all0 busy1 all1
  read -r busy0 all0 < <(machine_ticks)
  local -a pids=()
  for step in "$@"; do
    if [ "$step" = "$first" ]; then
      (run_step "$step") &
    else
      (run_step "$step" >"$logs/$step.out" 2>&1) &
    fi
    pids+=($!)
  done
  wait "${pids[@]}"
  for step in "$@"; do
    [ "$step" = "$first" ] || cat "$logs/$step.out"
    read -r code secs cpu <"$logs/$step.status"
    DONE+=("$(printf '%-14s %5d s %6d s CPU%s' "$step" "$secs" "$cpu" \
      "$([ "$code" -eq 0 ] || echo '  FAILED')")")
    [ "$code" -eq 0 ] || status=$code
  done
  read -r busy1 all1 < <(machine_ticks)
  DONE+=("$(printf '%-14s %5d s  machine %d%% busy' "$([ $# -eq 1 ] && echo '(alone)' || echo '(side by side)')" \
    $((SECONDS - t)) $((100 * (busy1 - busy0) / (all1 - all0 > 0 ? all1 - all0 : 1))))")
  return $status
}

# Runs a step beside the groups that follow, until finish_beside: its output is printed then.
beside_pid=""
start_beside() {
  (run_step "$1" >"$logs/$1.out" 2>&1) &
  beside_pid=$!
}
finish_beside() {
  local code secs cpu
  [ -n "$beside_pid" ] || return 0
  wait "$beside_pid"
  cat "$logs/$1.out"
  read -r code secs cpu <"$logs/$1.status"
  DONE+=("$(printf '%-14s %5d s %6d s CPU  (beside the groups before)%s' "$1" "$secs" "$cpu" \
    "$([ "$code" -eq 0 ] || echo '  FAILED')")")
  [ "$code" -eq 0 ] || status=$code
  return "$code"
}

[ -e node_modules/better-sqlite3/build/Release/better_sqlite3.node ] || start_beside native
group generate &&
  group lint typecheck format build &&
  finish_beside native &&
  group unit audit &&
  group e2e

echo
echo "npm test: time per step (wall, and the CPU its processes used)"
printf '  %s\n' "${DONE[@]}"
printf '  %-14s %5d s\n' total $((SECONDS - started))
exit $status
