#!/usr/bin/env bash
# Fails if the app and widget copies of a shared model file differ.
set -euo pipefail
root="$(dirname "$0")/.."
status=0
for f in LiveActivityModels.swift; do
  if ! diff -q "$root/ios/Apex/Models/$f" "$root/ios/ApexWidget/Models/$f" > /dev/null; then
    echo "Shared model diverged: $f" >&2
    status=1
  fi
done
exit $status
