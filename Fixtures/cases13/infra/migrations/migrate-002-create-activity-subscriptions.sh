#!/usr/bin/env bash
# Creates the activity-subscriptions table: Live Activity push tokens per match.
set -euo pipefail

PREFIX="cricket-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="cricket-sandbox-"
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists; nothing to do."
  exit 0
fi

# token-index: 410 Gone from APNs gives us only the token, so stale-token cleanup needs
# to find the subscription by token without knowing the match.
aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \
  --global-secondary-indexes '[{"IndexName":"token-index","KeySchema":[{"AttributeName":"token","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"},"ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}}]'

aws dynamodb update-time-to-live --table-name "$TABLE" \
  --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo
echo "Created $TABLE"
echo "Add to .env: SUBSCRIPTIONS_TABLE=$TABLE"
