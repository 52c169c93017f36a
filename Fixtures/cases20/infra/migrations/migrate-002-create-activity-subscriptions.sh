#!/usr/bin/env bash
# migrate-002: Live Activity push-token subscriptions.
# Usage: ./migrate-002-create-activity-subscriptions.sh [--sandbox]
set -euo pipefail

PREFIX="furlong-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="furlong-sandbox-"
SUBS_TABLE="${PREFIX}activity-subscriptions"

aws configure list

aws dynamodb create-table \
  --table-name "$SUBS_TABLE" \
  --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=raceId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

aws sts get-caller-identity
aws dynamodb update-time-to-live --table-name "$SUBS_TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo "Created $SUBS_TABLE"
echo "Add to .env: ACTIVITY_SUBSCRIPTIONS_TABLE=$SUBS_TABLE"
