#!/usr/bin/env bash
# Creates the match-follows table: one row per user + match, expired by DynamoDB TTL after the match.
# Usage: ./migrate-003-create-match-follows.sh [--sandbox]
set -euo pipefail

PREFIX="cricket-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="cricket-sandbox-"
fi
TABLE_NAME="${PREFIX}match-follows"

if ! aws sts get-caller-identity > /dev/null 2>&1; then
  echo "AWS credentials are not configured; run aws configure or export a profile first." >&2
  exit 1
fi

if aws dynamodb describe-table --table-name "$TABLE_NAME" > /dev/null 2>&1; then
  echo "Table $TABLE_NAME already exists, skipping creation."
else
  echo "Creating $TABLE_NAME..."
  aws dynamodb create-table \
    --table-name "$TABLE_NAME" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE_NAME"
  aws dynamodb update-time-to-live \
    --table-name "$TABLE_NAME" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo ""
echo "Summary"
echo "  table: $TABLE_NAME"
echo "Add to .env:"
echo "  MATCH_FOLLOWS_TABLE=$TABLE_NAME"
