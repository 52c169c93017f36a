#!/usr/bin/env bash
# Creates the games table (one row per game, keyed by gameId).
set -euo pipefail

PREFIX="football-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="football-sandbox-"
fi
TABLE="${PREFIX}games"

aws sts get-caller-identity > /dev/null || { echo "No AWS credentials" >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary:"
echo "  table: $TABLE"
echo "Add to .env: GAMES_TABLE=$TABLE"
