#!/usr/bin/env bash
set -euo pipefail

PREFIX="kabaddi-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="kabaddi-sandbox-"
fi

SUBS="${PREFIX}activity-subscriptions"

aws dynamodb list-tables --query 'TableNames' --output text
aws sts get-caller-identity

aws dynamodb create-table \
  --table-name "$SUBS" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=userId-index,KeySchema=[{AttributeName=userId,KeyType=HASH}],Projection={ProjectionType=KEYS_ONLY}' \
  --billing-mode PAY_PER_REQUEST

aws dynamodb wait table-exists --table-name "$SUBS"

echo "Tables created: $SUBS"
echo "Add to .env: SUBSCRIPTIONS_TABLE=$SUBS"
