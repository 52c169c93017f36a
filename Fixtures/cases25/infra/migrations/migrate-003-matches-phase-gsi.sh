#!/usr/bin/env bash
set -euo pipefail

PREFIX="handball-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="handball-sandbox-"; fi
TABLE="${PREFIX}matches"

STATUS=$(aws dynamodb describe-table --table-name "$TABLE" --query 'Table.TableStatus' --output text)
aws sts get-caller-identity >/dev/null
echo "Table status: $STATUS"

if aws dynamodb describe-table --table-name "$TABLE" --query "Table.GlobalSecondaryIndexes[?IndexName=='byPhase']" --output text | grep -q byPhase; then
  echo "byPhase already present, skipping."
else
  aws dynamodb update-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=phaseGroup,AttributeType=S AttributeName=startTime,AttributeType=S \
    --global-secondary-index-updates \
    '[{"Create":{"IndexName":"byPhase","KeySchema":[{"AttributeName":"phaseGroup","KeyType":"HASH"},{"AttributeName":"startTime","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'
fi

echo "Summary: $TABLE now has the byPhase index."
echo "No .env changes needed."
