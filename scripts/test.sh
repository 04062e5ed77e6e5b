#!/usr/bin/env bash
# npm test. Installing the test tools (apt: a minute or more on a fresh machine) runs beside the type checks, lint and
# web build, which do not need them. Then the API tests and, after them, the browser tests, while lint and the type
# checks fill the cores the API tests leave idle (they wait on the database: alone they keep about 1.4 of 2 cores busy).
# In turn, not side by side: on a machine 2.4 times slower than usual (2026-11-27) the API tests took 5.5 minutes alone
# and the browser tests 12.3, but side by side 21 and 18.5: Chromium raises its display threads to nice -8 as root, so
# the niced API tests got a core only when the browser idled, two of their set-ups ran past their time-outs, and the
# two lanes' fight for the cores cost four minutes more than the work alone. Two API workers: a run with three took
# 18.4 min for the API tests (with other tests beside it).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/test-tools.status
exec bash scripts/parallel.sh \
  'bash scripts/test-tools.sh; echo $? > .tmp/test-tools.status; nice -n 10 npm run lint' \
  'nice -n 10 npm run typecheck' \
  'npm run build && bash scripts/await-tools.sh && bash scripts/parallel.sh --in-turn "vitest run --maxWorkers=2" "npm run e2e:lanes"'
