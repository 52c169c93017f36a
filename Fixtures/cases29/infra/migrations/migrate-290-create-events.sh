#!/usr/bin/env bash
# Migration 290: events table (slams, world championships, Olympic mixed doubles).
# Usage: ./migrate-290-create-events.sh [--sandbox]
set -euo pipefail

PREFIX="buttonline-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="buttonline-sandbox-" ;;
    *) echo "usage: $0 [--sandbox]" >&2; exit 1 ;;
  esac
done

aws sts get-caller-identity > /dev/null || { echo "AWS credentials are not configured" >&2; exit 1; }

EVENTS_TABLE="${PREFIX}events"

if aws dynamodb describe-table --table-name "$EVENTS_TABLE" > /dev/null 2>&1; then
  echo "Table $EVENTS_TABLE already exists, skipping"
else
  aws dynamodb create-table --table-name "$EVENTS_TABLE" \
    --attribute-definitions AttributeName=eventId,AttributeType=S AttributeName=sk,AttributeType=S \
    --key-schema AttributeName=eventId,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$EVENTS_TABLE"
fi

echo ""
echo "Migration 290 complete."
echo "Tables:"
echo "  $EVENTS_TABLE"
echo "Add to .env:"
echo "  EVENTS_TABLE=$EVENTS_TABLE"
