#!/usr/bin/env bash
# Device tokens for ordinary alert notifications.
set -euo pipefail

TABLE="${TABLE_PREFIX:-handball-}devices"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "exists: $TABLE"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: $TABLE"
echo ".env: DEVICES_TABLE=$TABLE"
