#!/usr/bin/env bash
# Devices table (push-to-start tokens, locale).
set -euo pipefail

PREFIX="baulk-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="baulk-sandbox-"
TABLE="${PREFIX}devices"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=deviceId,AttributeType=S \
  --key-schema AttributeName=deviceId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Tables: $TABLE"
echo ".env: DEVICES_TABLE=$TABLE"
