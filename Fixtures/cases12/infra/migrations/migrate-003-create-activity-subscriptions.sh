#!/usr/bin/env bash
# migrate-003: Live Activity push token subscriptions.
#
# Usage: ./migrate-003-create-activity-subscriptions.sh [--sandbox]
set -euo pipefail

PREFIX="peloton-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="peloton-sandbox-"

TABLE="${PREFIX}activity-subscriptions"

table_exists() {
  aws dynamodb describe-table --table-name "$1" >/dev/null 2>&1
}

echo "Using AWS account $(aws sts get-caller-identity --query Account --output text)"

if table_exists "$TABLE"; then
  echo "$TABLE already exists, nothing to do."
else
  # GSI byRace (raceId + userId): unfollowing a race has to find that user's tokens
  # across every stage of the race; the base key is per stage, so without this
  # index removeSubscriptionsForUser would need a Scan.
  aws dynamodb create-table --table-name "$TABLE" \
    --attribute-definitions \
      AttributeName=stageId,AttributeType=S \
      AttributeName=pushToken,AttributeType=S \
      AttributeName=raceId,AttributeType=S \
      AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=stageId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"byRace","KeySchema":[{"AttributeName":"raceId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

cat <<SUMMARY
Summary
  Table: $TABLE (GSI byRace, TTL on ttl)

Add to .env:
  TABLE_PREFIX=$PREFIX
SUMMARY
