#!/usr/bin/env bash
# npm test. Installing the test tools (apt: a minute or more on a fresh machine) runs beside the type checks, lint and
# web build, which do not need them; the API tests and the browser tests wait for them (scripts/await-tools.sh). The
# checks and API tests run beside the build and the browser tests, at a lower priority (see scripts/parallel.sh).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/test-tools.status
exec bash scripts/parallel.sh \
  'bash scripts/test-tools.sh; echo $? > .tmp/test-tools.status' \
  'nice -n 10 sh -c "npm run typecheck && npm run lint && bash scripts/await-tools.sh && vitest run --maxWorkers=1"' \
  'npm run build && bash scripts/await-tools.sh && npm run e2e:lanes'
