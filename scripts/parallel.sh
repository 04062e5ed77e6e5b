#!/usr/bin/env bash
# Runs each argument as a shell command, all at the same time, and fails when any of them fails. Each command's output
# is shown whole when it ends, not interleaved. Used for the type checks: tsc checks one project on one core, and the
# CI machine has two (scripts in package.json).
set -uo pipefail

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
index=0
for command in "$@"; do
  bash -c "$command" >"$dir/$index.out" 2>&1 &
  pids+=("$!")
  index=$((index + 1))
done

status=0
index=0
for command in "$@"; do
  if wait "${pids[$index]}"; then
    echo "ok: $command"
  else
    status=1
    echo "FAILED: $command"
  fi
  cat "$dir/$index.out"
  index=$((index + 1))
done
exit "$status"
