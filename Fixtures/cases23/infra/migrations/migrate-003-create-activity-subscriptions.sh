#!/usr/bin/env bash
# Activity push tokens per match. TTL on expiresAt (12h, the Live Activity ceiling).
set -euo pipefail

PREFIX="shortcorner-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="shortcorner-sandbox-"
fi

aws sts get-caller-identity > /dev/null

TABLE="${PREFIX}activity-subscriptions"

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --billing-mode PROVISIONED \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25

aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=expiresAt"

echo "Created $TABLE"
echo "Add to .env: SUBSCRIPTIONS_TABLE=$TABLE"
