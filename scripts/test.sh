#!/usr/bin/env bash
# npm test. Installing the test tools (apt: a minute or more on a fresh machine) runs beside the type checks, lint and
# web build, which do not need them; the API tests and the browser tests wait for them (scripts/await-tools.sh). Lint
# and the API tests run beside the build, type checks and browser tests, at a lower priority (see scripts/parallel.sh).
# The type checks go with the build: measured on a clean clone, niced beside the browser tests they and lint took six
# minutes before the API tests could start, and that lane ended last (14m45s). Lint runs after the tools install, not
# before the API tests: with it there the API tests ended three minutes after the browser tests (17m27s, 2,798 tests
# on two workers). Two workers: a run with three took 18.4 min for the API tests (with other tests beside it).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/test-tools.status
exec bash scripts/parallel.sh \
  'bash scripts/test-tools.sh; echo $? > .tmp/test-tools.status; nice -n 10 npm run lint' \
  'nice -n 10 sh -c "bash scripts/await-tools.sh && vitest run --maxWorkers=2"' \
  'bash scripts/parallel.sh "npm run build" "npm run typecheck" && bash scripts/await-tools.sh && npm run e2e:lanes'
