#!/usr/bin/env bash
# Creates the activity-subscriptions table: Live Activity push tokens per match.
set -euo pipefail

PREFIX="fivemetres-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="fivemetres-sandbox-"
fi
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=10
aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification Enabled=true,AttributeName=ttl
echo "done"
