#!/usr/bin/env bash
# Loads a handful of fake games into the sandbox games table for simulator testing.
# Sandbox only: the table prefix is fixed on purpose so this can never touch prod.
set -euo pipefail

aws sts get-caller-identity >/dev/null || { echo "no AWS credentials" >&2; exit 1; }

TABLE="bullpen-sandbox-games"
for file in "$(dirname "$0")"/fixtures/games/*.json; do
  aws dynamodb put-item --table-name "$TABLE" --item "file://$file"
  echo "seeded $(basename "$file")"
done
