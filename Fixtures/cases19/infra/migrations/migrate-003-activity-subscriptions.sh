#!/usr/bin/env bash
# Activity push tokens per match.
set -euo pipefail

PREFIX="baulk-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="baulk-sandbox-"; fi
TABLE="${PREFIX}activity-subscriptions"

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=userId-index,KeySchema=[{AttributeName=userId,KeyType=HASH}],Projection={ProjectionType=KEYS_ONLY}' \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25

aws sts get-caller-identity > /dev/null

echo "Created $TABLE"
echo "Add ACTIVITY_SUBSCRIPTIONS_TABLE=$TABLE to .env"
