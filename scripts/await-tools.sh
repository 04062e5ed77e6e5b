#!/usr/bin/env bash
# Waits for scripts/test-tools.sh, started beside it by scripts/test.sh, and fails as it failed.
set -u
cd "$(dirname "$0")/.."
for _ in $(seq 1 1800); do
  if [ -f .tmp/test-tools.status ]; then
    status=$(cat .tmp/test-tools.status)
    [ "$status" = 0 ] || echo "the test tools could not be installed (exit $status): see test-tools.sh's output" >&2
    exit "$status"
  fi
  sleep 1
done
echo "the test tools were not installed within 30 minutes" >&2
exit 1
