#!/usr/bin/env bash
# Activity push tokens per match. Partition matchId, sort pushToken.
set -euo pipefail

PREFIX="puckout-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="puckout-sandbox-"
REGION="${AWS_REGION:-eu-west-1}"
SUBS="${PREFIX}activity-subscriptions"

aws sts get-caller-identity >/dev/null || exit 1

aws dynamodb create-table \
  --table-name "$SUBS" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST \
  --region "$REGION"

aws dynamodb update-time-to-live \
  --table-name "$SUBS" \
  --time-to-live-specification "Enabled=true, AttributeName=ttl" \
  --region "$REGION"

echo "Created $SUBS"
echo "Add SUBSCRIPTIONS_TABLE=$SUBS to .env"
