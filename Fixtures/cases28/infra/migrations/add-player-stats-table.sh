#!/usr/bin/env bash
set -euo pipefail

PREFIX="edgeball-"
[ "${1:-}" = "--sandbox" ] && PREFIX="edgeball-sandbox-"
TABLE="${PREFIX}player-stats"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "exists: $TABLE"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=playerId,AttributeType=S AttributeName=season,AttributeType=S \
    --key-schema AttributeName=playerId,KeyType=HASH AttributeName=season,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables: $TABLE"
echo "Add PLAYER_STATS_TABLE=$TABLE to .env"
