#!/usr/bin/env bash
# Kick-off reminders (one row per user and match, removed by TTL after the match).
set -euo pipefail

PREFIX="shortcorner-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="shortcorner-sandbox-"
fi

aws sts get-caller-identity --query Account --output text > /dev/null

REMINDERS_TABLE="${PREFIX}reminders"

if aws dynamodb describe-table --table-name "$REMINDERS_TABLE" > /dev/null 2>&1; then
  echo "Table $REMINDERS_TABLE already exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$REMINDERS_TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE

aws dynamodb update-time-to-live --table-name "$REMINDERS_TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo ""
echo "Created: $REMINDERS_TABLE"
echo "Add to .env:"
echo "  REMINDERS_TABLE=$REMINDERS_TABLE"
