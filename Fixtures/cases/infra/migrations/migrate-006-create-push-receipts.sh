#!/usr/bin/env bash
# Creates the push-receipts table: one row per APNs send, kept 7 days for delivery debugging.
# Usage: ./migrate-006-create-push-receipts.sh [--sandbox]
set -euo pipefail

PREFIX="cricket-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="cricket-sandbox-"
fi
TABLE_NAME="${PREFIX}push-receipts"

wait_for_table() {
  aws dynamodb wait table-exists --table-name "$1"
}

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
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=sentAt,AttributeType=N \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=sentAt,KeyType=RANGE \
    --billing-mode PROVISIONED \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25
  wait_for_table "$TABLE_NAME"
  aws dynamodb update-time-to-live \
    --table-name "$TABLE_NAME" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo ""
echo "Summary"
echo "  table: $TABLE_NAME"
echo "Add to .env:"
echo "  PUSH_RECEIPTS_TABLE=$TABLE_NAME"
