#!/usr/bin/env bash
# Creates the Live Activity push token table.
# Usage: ./migrate-002-create-activity-subscriptions.sh [--sandbox]
set -euo pipefail

PREFIX="centrepass-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="centrepass-sandbox-"
REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="${PREFIX}activity-subscriptions"

EXISTING=$(aws dynamodb list-tables --region "$REGION" --query "TableNames[?@=='$TABLE']" --output text)
aws sts get-caller-identity >/dev/null

if [[ -n "$EXISTING" ]]; then
  echo "Table $TABLE already exists, skipping."
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25 \
    --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl" --region "$REGION"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  ACTIVITY_SUBSCRIPTIONS_TABLE=$TABLE"
