#!/usr/bin/env bash
# migrate-006: push-to-start tokens, one row per user and device.
set -euo pipefail

TABLE="peloton-push-to-start-tokens"

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "$TABLE already exists, skipping."
else
  aws dynamodb create-table --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"byDevice","KeySchema":[{"AttributeName":"deviceId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Table: $TABLE"
echo "Add to .env: PUSH_TO_START_TABLE=$TABLE"
