#!/usr/bin/env bash
# Push-to-start tokens per user device.
set -euo pipefail

PREFIX="behind-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="behind-sandbox-"
TABLE="${PREFIX}push-to-start-tokens"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "$TABLE exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables: $TABLE"
echo ".env: PUSH_TO_START_TOKENS_TABLE=$TABLE"
