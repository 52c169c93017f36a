#!/usr/bin/env bash
# Creates the activity-subscriptions table: Live Activity push tokens per match.
set -euo pipefail

PREFIX="behind-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="behind-sandbox-"
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity >/dev/null || { echo "No AWS credentials"; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "$TABLE exists — nothing to do"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST

aws dynamodb update-time-to-live --table-name "$TABLE" \
  --time-to-live-specification Enabled=true,AttributeName=ttl

echo "Created $TABLE"
echo "Add to .env: ACTIVITY_SUBSCRIPTIONS_TABLE=$TABLE"
