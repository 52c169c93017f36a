#!/usr/bin/env bash
# Adds a team index to match-follows.
set -euo pipefail

PREFIX="cricket-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="cricket-sandbox-"
fi
TABLE="${PREFIX}match-follows"

STATUS=$(aws dynamodb describe-table --table-name "$TABLE" --query 'Table.TableStatus' --output text)
echo "Current status of $TABLE: $STATUS"

aws sts get-caller-identity > /dev/null

EXISTING=$(aws dynamodb describe-table --table-name "$TABLE" --query "Table.GlobalSecondaryIndexes[?IndexName=='team-index'].IndexName" --output text)
if [[ -n "$EXISTING" ]]; then
  echo "team-index already on $TABLE, skipping."
  exit 0
fi

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=teamId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"team-index","KeySchema":[{"AttributeName":"teamId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo "Waiting for team-index to become ACTIVE..."
until [[ "$(aws dynamodb describe-table --table-name "$TABLE" --query "Table.GlobalSecondaryIndexes[?IndexName=='team-index'].IndexStatus" --output text)" == "ACTIVE" ]]; do
  sleep 10
done

echo
echo "Summary: $TABLE now has GSI team-index."
echo "No .env changes needed."
