#!/usr/bin/env bash
# migrate-007: player stats per match (ADR-012)
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }
TABLE="${PREFIX}player-stats"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: ${TABLE}"
echo "Add to .env: PLAYER_STATS_TABLE=${TABLE}"
