#!/usr/bin/env bash
# Injury list per club, refreshed from the club feeds every Tuesday and Thursday.
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
    *) echo "unknown argument: $arg" >&2; exit 2 ;;
  esac
done
PREFIX=$([[ "$SANDBOX" == true ]] && echo "behind-sandbox-" || echo "behind-")
TABLE="${PREFIX}injuries"

aws sts get-caller-identity --query Account --output text

if ! aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=teamId,AttributeType=S AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=teamId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
else
  echo "$TABLE already exists; skipping create"
fi

cat <<SUMMARY
Tables:
  $TABLE
.env:
  INJURIES_TABLE=$TABLE
SUMMARY
