#!/usr/bin/env bash
# Video review log: one row per review requested, for the review timeline screen.
set -euo pipefail

PREFIX="nickline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="nickline-sandbox-"
REVIEWS="${PREFIX}video-reviews"

aws dynamodb list-tables --output text > /tmp/tables.txt
aws sts get-caller-identity > /dev/null

if grep -q "$REVIEWS" /tmp/tables.txt; then
  echo "$REVIEWS already there"
  exit 0
fi

aws dynamodb create-table --table-name "$REVIEWS" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=entryId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=entryId,KeyType=RANGE \
  --billing-mode PROVISIONED \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

aws dynamodb update-time-to-live --table-name "$REVIEWS" --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo "Tables: $REVIEWS"
echo ".env: REVIEWS_TABLE=$REVIEWS"
