#!/usr/bin/env bash
# Activity push token subscriptions, keyed by race.
set -euo pipefail

PREFIX="apex-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="apex-sandbox-"
SUBS_TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$SUBS_TABLE" > /dev/null 2>&1; then
  echo "$SUBS_TABLE exists, skipping"
  exit 0
fi

aws dynamodb create-table --table-name "$SUBS_TABLE" \
  --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=pushToken,AttributeType=S AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=raceId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"userId-index","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
  --billing-mode PAY_PER_REQUEST

echo "Created $SUBS_TABLE"
echo "Add to .env: SUBSCRIPTIONS_TABLE=$SUBS_TABLE"
