#!/usr/bin/env bash
# Creates the follows table with a TTL attribute.
set -euo pipefail

PREFIX="shotclock-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shotclock-sandbox-"
TABLE="${PREFIX}follows"

REGION=$(aws configure get region)
aws sts get-caller-identity --region "$REGION" > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
  exit 0
fi

aws dynamodb create-table --table-name "$TABLE" --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"
aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification Enabled=true,AttributeName=ttl

cat <<SUMMARY
Created: $TABLE (TTL on ttl)
.env:
  FOLLOWS_TABLE=$TABLE
SUMMARY
