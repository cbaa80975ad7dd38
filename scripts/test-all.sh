#!/usr/bin/env bash
# npm test: every check in order, stopping at the first that fails, then how long each took
# (CI must stay under 20 minutes on a fresh 2-core machine; this says where the time goes).
set -uo pipefail
cd "$(dirname "$0")/.."

STEPS=(lint typecheck format:check build test:unit test:e2e audit:gate)
declare -a DONE=()
started=$SECONDS
status=0

for step in "${STEPS[@]}"; do
  t=$SECONDS
  npm run "$step"
  status=$?
  DONE+=("$(printf '%-14s %5d s%s' "$step" $((SECONDS - t)) "$([ $status -eq 0 ] || echo '  FAILED')")")
  [ $status -eq 0 ] || break
done

echo
echo "npm test: time per step"
printf '  %s\n' "${DONE[@]}"
printf '  %-14s %5d s\n' total $((SECONDS - started))
exit $status
