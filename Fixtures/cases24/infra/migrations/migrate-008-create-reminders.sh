#!/usr/bin/env bash
# Kickoff reminders, one row per user and match.
set -euo pipefail

PREFIX="puckout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="puckout-sandbox-"
fi
REGION="${AWS_REGION:-eu-west-1}"
REMINDERS="${PREFIX}kickoff-reminders"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$REMINDERS" --region "$REGION" >/dev/null 2>&1; then
  echo "$REMINDERS exists, skipping"
else
  # remindAt-index: the reminder sweeper queries reminders due in the next minute; a table this
  # size would otherwise need a scan every minute.
  aws dynamodb create-table \
    --table-name "$REMINDERS" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S AttributeName=remindBucket,AttributeType=S AttributeName=remindAt,AttributeType=N \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"remindAt-index","KeySchema":[{"AttributeName":"remindBucket","KeyType":"HASH"},{"AttributeName":"remindAt","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$REMINDERS" --region "$REGION"
fi

echo "Summary: $REMINDERS"
echo "Add REMINDERS_TABLE=$REMINDERS to .env"
