#!/usr/bin/env bash
# Migration 295: APNs push receipts, kept three days for delivery debugging.
set -euo pipefail

PREFIX="buttonline-"
case "${1:-}" in
  --sandbox) PREFIX="buttonline-sandbox-" ;;
  "") ;;
  *) echo "unknown option $1" >&2; exit 2 ;;
esac

echo "Checking credentials (run 'aws configure' or export AWS_PROFILE if this fails)..."
aws sts get-caller-identity > /dev/null

RECEIPTS_TABLE="${PREFIX}push-receipts"
# byStatus: the delivery report lists failed pushes (status >= 400) across
# games; without it the report scans three days of receipts.
BY_STATUS_GSI='IndexName=byStatus,KeySchema=[{AttributeName=status,KeyType=HASH}],Projection={ProjectionType=KEYS_ONLY}'

if aws dynamodb describe-table --table-name "$RECEIPTS_TABLE" > /dev/null 2>&1; then
  echo "$RECEIPTS_TABLE already exists"
else
  aws dynamodb create-table --table-name "$RECEIPTS_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=apnsId,AttributeType=S AttributeName=status,AttributeType=N \
    --key-schema AttributeName=gameId,KeyType=HASH AttributeName=apnsId,KeyType=RANGE \
    --global-secondary-indexes "$BY_STATUS_GSI" \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$RECEIPTS_TABLE"
  aws dynamodb update-time-to-live --table-name "$RECEIPTS_TABLE" --time-to-live-specification "Enabled=true, AttributeName=expireAt"
fi

printf '\nSummary\n  table: %s\n\nAdd to .env:\n  PUSH_RECEIPTS_TABLE=%s\n' "$RECEIPTS_TABLE" "$RECEIPTS_TABLE"
