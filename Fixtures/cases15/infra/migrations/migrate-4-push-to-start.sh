#!/usr/bin/env bash
# Push-to-start tokens, one per user.
set -euo pipefail

PREFIX="breakpoint-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="breakpoint-sandbox-"
TABLE="${PREFIX}push-to-start-tokens"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables: $TABLE"
echo ".env: PUSH_TO_START_TABLE=$TABLE"
