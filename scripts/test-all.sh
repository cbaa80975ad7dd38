#!/usr/bin/env bash
# npm test: every check, stopping at the first group that fails, then how long each took
# (CI must stay under 20 minutes on a fresh 2-core machine; this says where the time goes).
# lint, typecheck and format:check read the sources only and mostly wait on one core each, so
# they run side by side (their outputs printed one after another); the rest runs in order.
set -uo pipefail
cd "$(dirname "$0")/.."

declare -a DONE=()
started=$SECONDS
status=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

record() { # step, seconds, exit status
  DONE+=("$(printf '%-14s %5d s%s' "$1" "$2" "$([ "$3" -eq 0 ] || echo '  FAILED')")")
}

# Side by side: each step's output to its own file, its time and status kept.
t=$SECONDS
declare -A PIDS=()
for step in lint typecheck format:check; do
  (
    s=$SECONDS
    npm run "$step" >"$logs/$step.out" 2>&1
    code=$?
    echo "$code $((SECONDS - s))" >"$logs/$step.status"
    exit "$code"
  ) &
  PIDS[$step]=$!
done
for step in lint typecheck format:check; do
  wait "${PIDS[$step]}"
  cat "$logs/$step.out"
  read -r code secs <"$logs/$step.status"
  record "$step" "$secs" "$code"
  [ "$code" -eq 0 ] || status=$code
done
DONE+=("$(printf '%-14s %5d s' '(side by side)' $((SECONDS - t)))")

if [ $status -eq 0 ]; then
  for step in build test:unit test:e2e audit:gate; do
    t=$SECONDS
    npm run "$step"
    status=$?
    record "$step" $((SECONDS - t)) $status
    [ $status -eq 0 ] || break
  done
fi

echo
echo "npm test: time per step"
printf '  %s\n' "${DONE[@]}"
printf '  %-14s %5d s\n' total $((SECONDS - started))
exit $status
