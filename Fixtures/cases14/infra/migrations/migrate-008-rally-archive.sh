#!/usr/bin/env bash
# migrate-008: rally-by-rally archive for finished matches
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi
TABLE="${PREFIX}rally-archive"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
  exit 0
fi

aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=rallyNo,AttributeType=N AttributeName=playerId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=rallyNo,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST \
  --global-secondary-indexes '[{"IndexName":"player-index","KeySchema":[{"AttributeName":"playerId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]'
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Summary: ${TABLE}"
echo "Add to .env: RALLY_ARCHIVE_TABLE=${TABLE}"
