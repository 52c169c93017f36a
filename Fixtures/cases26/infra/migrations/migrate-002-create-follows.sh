#!/usr/bin/env bash
# Creates the match follows table with a TTL on the ttl attribute.
set -euo pipefail

PREFIX="kabaddi-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="kabaddi-sandbox-"

aws sts get-caller-identity > /dev/null

FOLLOWS="${PREFIX}match-follows"

if aws dynamodb describe-table --table-name "$FOLLOWS" > /dev/null 2>&1; then
  echo "$FOLLOWS exists, skipping create"
else
  aws dynamodb create-table \
    --table-name "$FOLLOWS" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --billing-mode PROVISIONED \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
fi

aws dynamodb update-time-to-live \
  --table-name "$FOLLOWS" \
  --time-to-live-specification "Enabled=true, AttributeName=ttl"

echo "Created: $FOLLOWS"
echo ".env: FOLLOWS_TABLE=$FOLLOWS"
