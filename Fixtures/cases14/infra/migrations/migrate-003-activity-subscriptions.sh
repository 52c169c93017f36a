#!/usr/bin/env bash
# migrate-003: activity subscriptions (push tokens per Live Activity)
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }
TABLE="${PREFIX}activity-subscriptions"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=subscriptionId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=subscriptionId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: ${TABLE}"
echo "Add to .env: SUBSCRIPTIONS_TABLE=${TABLE}"
