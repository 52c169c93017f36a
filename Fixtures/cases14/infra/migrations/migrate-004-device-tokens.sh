#!/usr/bin/env bash
# migrate-004: device tokens
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }
TABLE="${PREFIX}device-tokens"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: ${TABLE}"
echo "Add to .env: DEVICE_TOKENS_TABLE=${TABLE}"
