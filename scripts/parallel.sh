#!/usr/bin/env bash
# Runs each argument as a shell command, all at the same time, and fails when any of them fails. The outputs are shown
# whole when all have ended, not interleaved, the failed ones last. Used where one command leaves a core idle on the
# two-core CI machine (scripts in package.json, scripts/test.sh): the type checks (tsc checks a project on one core),
# lint and the type checks beside the API tests (which wait on the database), and the two browser-test lanes.
# With --in-turn first, the commands run one after the other instead (each runs even when one before it failed), and are
# shown the same way.
set -uo pipefail

in_turn=0
if [ "${1:-}" = --in-turn ]; then
  in_turn=1
  shift
fi

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
codes=()
index=0
for command in "$@"; do
  if [ "$in_turn" = 1 ]; then
    bash -c "$command" >"$dir/$index.out" 2>&1
    codes+=("$?")
  else
    bash -c "$command" >"$dir/$index.out" 2>&1 &
    pids+=("$!")
  fi
  index=$((index + 1))
done

status=0
failed=()
index=0
for command in "$@"; do
  if [ "$in_turn" = 1 ]; then code=${codes[$index]}; else wait "${pids[$index]}"; code=$?; fi
  if [ "$code" = 0 ]; then
    echo "ok: $command"
    cat "$dir/$index.out"
  else
    status=1
    failed+=("$index")
  fi
  index=$((index + 1))
done
# The failed commands' output comes last, so the end of a long log (all a CI summary may keep) shows what failed.
for index in "${failed[@]}"; do
  echo "FAILED: ${*:$((index + 1)):1}"
  cat "$dir/$index.out"
  echo "FAILED (above): ${*:$((index + 1)):1}"
done
exit "$status"
