#!/usr/bin/env bash
set -euo pipefail

PREFIX="shortcorner-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shortcorner-sandbox-"
TABLE="${PREFIX}matches"

STATUS=$(aws dynamodb describe-table --table-name "$TABLE" --query 'Table.TableStatus' --output text)
aws sts get-caller-identity > /dev/null
echo "Table $TABLE is $STATUS"

if aws dynamodb describe-table --table-name "$TABLE" --query 'Table.GlobalSecondaryIndexes[].IndexName' --output text | grep -q competition-phase-index; then
  echo "competition-phase-index already exists, skipping"
  exit 0
fi

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=competitionId,AttributeType=S AttributeName=phase,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"competition-phase-index","KeySchema":[{"AttributeName":"competitionId","KeyType":"HASH"},{"AttributeName":"phase","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'

aws dynamodb wait table-exists --table-name "$TABLE"

echo "Added competition-phase-index to $TABLE"
echo "No .env changes needed (MATCHES_TABLE=$TABLE)"
