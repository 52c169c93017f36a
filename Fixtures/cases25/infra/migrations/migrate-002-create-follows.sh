#!/usr/bin/env bash
# Creates the match-follows table with a TTL on the "ttl" attribute.
set -euo pipefail

PREFIX="handball-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="handball-sandbox-"
TABLE="${PREFIX}match-follows"

aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST

aws dynamodb update-time-to-live \
  --table-name "$TABLE" \
  --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo "Done. Tables: $TABLE"
echo "Add to .env: FOLLOWS_TABLE=$TABLE"
