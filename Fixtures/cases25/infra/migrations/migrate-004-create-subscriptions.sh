#!/usr/bin/env bash
# Creates the activity-subscriptions table (Live Activity push tokens per match).
set -euo pipefail

PREFIX="handball-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="handball-sandbox-"
fi
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "$TABLE exists, skipping"
  exit 0
fi

# byToken: APNs 410 Gone responses only carry the token, so cleanup must
# find every subscription for a token without knowing its match.
aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --global-secondary-indexes \
    '[{"IndexName":"byToken","KeySchema":[{"AttributeName":"token","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"},"ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}}]' \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

aws dynamodb wait table-exists --table-name "$TABLE"
