#!/usr/bin/env bash
# Loads a couple of fixture follows into the sandbox tables so the simulator
# has something to show. Never touches production tables.
set -euo pipefail

aws sts get-caller-identity >/dev/null

TABLE_PREFIX="deuce-sandbox-"
FIXTURES="$(dirname "$0")/fixtures"

for file in "$FIXTURES"/follow-*.json; do
  aws dynamodb put-item --table-name "${TABLE_PREFIX}match-follows" --item "file://$file"
  echo "seeded $(basename "$file")"
done
