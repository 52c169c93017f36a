#!/usr/bin/env bash
# Adds teamId-index to the follows table.
# Usage: ./migrate-004-add-team-gsi.sh [--sandbox]
set -euo pipefail

PREFIX="bullpen-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="bullpen-sandbox-"
FOLLOWS_TABLE="${PREFIX}follows"

STATUS=$(aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" --query 'Table.TableStatus' --output text)
echo "Current status of $FOLLOWS_TABLE: $STATUS"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" \
  --query 'Table.GlobalSecondaryIndexes[].IndexName' --output text | grep -q teamId-index; then
  echo "teamId-index already present, skipping."
else
  aws dynamodb update-table \
    --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=teamId,AttributeType=S AttributeName=userId,AttributeType=S \
    --global-secondary-index-updates '[{"Create":{"IndexName":"teamId-index","KeySchema":[{"AttributeName":"teamId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'
fi

echo "Summary: $FOLLOWS_TABLE now has teamId-index. No .env changes needed."
