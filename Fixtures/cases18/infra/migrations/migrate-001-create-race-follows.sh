#!/usr/bin/env bash
# Creates the race-follows table: which users follow which races.
set -euo pipefail

PREFIX="pitstop-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="pitstop-sandbox-"
fi
TABLE="${PREFIX}race-follows"

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  # raceId-index: the results job lists every follower of a race to extend TTLs
  # after the chequered flag; without it that would be a full-table scan.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=raceId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=raceId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"raceId-index","KeySchema":[{"AttributeName":"raceId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true, AttributeName=expiresAt"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  RACE_FOLLOWS_TABLE=$TABLE"
