#!/usr/bin/env bash
set -euo pipefail

PREFIX="fivemetres-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fivemetres-sandbox-"
TABLE="${PREFIX}matches"

STATUS=$(aws dynamodb describe-table --table-name "$TABLE" --query 'Table.TableStatus' --output text)
aws sts get-caller-identity > /dev/null
echo "matches table is $STATUS"

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=homeTeamId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"homeTeamId-index","KeySchema":[{"AttributeName":"homeTeamId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'
aws dynamodb wait table-exists --table-name "$TABLE"

# awayTeamId-index: team pages list away fixtures too; matchesForTeam queries both indexes.
aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=awayTeamId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"awayTeamId-index","KeySchema":[{"AttributeName":"awayTeamId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Summary: added homeTeamId-index and awayTeamId-index to $TABLE"
echo "No .env changes needed."
