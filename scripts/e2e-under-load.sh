#!/usr/bin/env bash
# Runs the browser journeys the way CI does while N busy loops hold the CPU, to show they pass on a slow, busy
# machine (issue 21). Usage, from the repository root:
#   E2E_LOAD=2 E2E_SLOW_MO=50 scripts/e2e-under-load.sh [playwright test arguments…]
# E2E_LOAD      busy-loop processes to start for the run (default: the number of cores); 0 runs none.
# E2E_SLOW_MO   milliseconds Playwright waits before each browser action (default 0), a slower user still.
# The busy loops run at normal priority and are ended by their own process ids when the run ends, however it
# ends. The suite's exit status is this script's, and it prints how long the run took.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh

load="${E2E_LOAD:-$(nproc)}"
busy_pids=()
stop_busy_loops() {
  for pid in "${busy_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_busy_loops EXIT
for ((i = 0; i < load; i++)); do
  node -e 'for (;;);' &
  busy_pids+=("$!")
done

export CI=true
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export E2E_SLOW_MO="${E2E_SLOW_MO:-0}"
echo "Browser journeys under load: $load busy loop(s), slowMo ${E2E_SLOW_MO} ms, on $(nproc) core(s); $(uptime)"
started=$SECONDS
status=0
npm run test:e2e -- "$@" || status=$?
elapsed=$((SECONDS - started))
echo "Browser journeys under load: exit $status after $((elapsed / 60)) min $((elapsed % 60)) s"
exit "$status"
