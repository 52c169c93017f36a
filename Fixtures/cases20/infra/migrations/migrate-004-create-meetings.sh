#!/usr/bin/env bash
# migrate-004: meetings table (one row per course per day).
# Usage: ./migrate-004-create-meetings.sh [--sandbox]
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
  esac
done
PREFIX=$([[ "$SANDBOX" == true ]] && echo "furlong-sandbox-" || echo "furlong-")
MEETINGS_TABLE="${PREFIX}meetings"

aws sts get-caller-identity --query Account --output text

if aws dynamodb describe-table --table-name "$MEETINGS_TABLE" > /dev/null 2>&1; then
  echo "$MEETINGS_TABLE exists; nothing to do."
else
  aws dynamodb create-table \
    --table-name "$MEETINGS_TABLE" \
    --attribute-definitions AttributeName=meetingId,AttributeType=S \
    --key-schema AttributeName=meetingId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$MEETINGS_TABLE"
fi

cat <<SUMMARY

Tables ready:
  $MEETINGS_TABLE

Add to .env:
  MEETINGS_TABLE=$MEETINGS_TABLE
SUMMARY
