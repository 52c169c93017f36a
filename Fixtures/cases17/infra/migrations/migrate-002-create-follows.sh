#!/usr/bin/env bash
# Creates the game-follows table with a by-user index.
set -euo pipefail

PREFIX="football-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="football-sandbox-"
TABLE="${PREFIX}game-follows"

EXISTING=$(aws dynamodb list-tables --query "TableNames" --output text)
aws sts get-caller-identity > /dev/null

if [[ "$EXISTING" == *"$TABLE"* ]]; then
  echo "$TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"gameId-index","KeySchema":[{"AttributeName":"gameId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
  aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification Enabled=true,AttributeName=ttl
fi

echo "Summary: created $TABLE"
echo "Add to .env: FOLLOWS_TABLE=$TABLE"
