#!/usr/bin/env bash
# Per-user notification preferences synced across devices.
set -euo pipefail

PREFIX="pitstop-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="pitstop-sandbox-"
TABLE="${PREFIX}user-prefs"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE already exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=seriesCode,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH \
  --global-secondary-indexes '[{"IndexName":"series-index","KeySchema":[{"AttributeName":"seriesCode","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Done. Tables: $TABLE"
echo "Add to .env: USER_PREFS_TABLE=$TABLE"
