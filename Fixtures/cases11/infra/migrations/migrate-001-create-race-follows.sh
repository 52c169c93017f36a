#!/usr/bin/env bash
# Creates the race follows table (userId + raceId, TTL on `ttl`).
set -euo pipefail

PREFIX="apex-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="apex-sandbox-"
fi
TABLE="${PREFIX}race-follows"

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=raceId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=raceId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo "Done."
echo "  table: $TABLE"
echo "Add to .env:"
echo "  FOLLOWS_TABLE=$TABLE"
