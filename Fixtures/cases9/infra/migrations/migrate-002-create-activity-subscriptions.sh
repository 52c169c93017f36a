#!/usr/bin/env bash
# Live Activity push tokens per tournament, plus the devices table for alert pushes.
set -euo pipefail

PREFIX="fairway-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fairway-sandbox-"
SUBS_TABLE="${PREFIX}activity-subscriptions"
DEVICES_TABLE="${PREFIX}devices"

aws sts get-caller-identity >/dev/null || { echo "No AWS credentials" >&2; exit 1; }

table_exists() {
  aws dynamodb describe-table --table-name "$1" >/dev/null 2>&1
}

if ! table_exists "$SUBS_TABLE"; then
  aws dynamodb create-table --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"byUser","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE"
fi

if ! table_exists "$DEVICES_TABLE"; then
  aws dynamodb create-table --table-name "$DEVICES_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
fi

echo "Created/verified: $SUBS_TABLE, $DEVICES_TABLE"
echo "Add to backend/.env:"
echo "  SUBSCRIPTIONS_TABLE=$SUBS_TABLE"
echo "  DEVICES_TABLE=$DEVICES_TABLE"
