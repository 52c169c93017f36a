#!/usr/bin/env bash
# Adds a tournament index to the matches table.
set -euo pipefail

PREFIX="baulk-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="baulk-sandbox-"
TABLE="${PREFIX}matches"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" --query 'Table.GlobalSecondaryIndexes[].IndexName' --output text | grep -q tournamentId-startTime-index; then
  echo "Index already present, skipping"
  exit 0
fi

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=tournamentId,AttributeType=S AttributeName=startTime,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"tournamentId-startTime-index","KeySchema":[{"AttributeName":"tournamentId","KeyType":"HASH"},{"AttributeName":"startTime","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Index requested on $TABLE (backfill runs in the background)"
echo "No .env changes needed"
