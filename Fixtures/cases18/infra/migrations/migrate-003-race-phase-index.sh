#!/usr/bin/env bash
set -euo pipefail

PREFIX="pitstop-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="pitstop-sandbox-"
TABLE="${PREFIX}races"

aws dynamodb describe-table --table-name "$TABLE" --query 'Table.GlobalSecondaryIndexes[].IndexName' --output text
aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" --query 'Table.GlobalSecondaryIndexes[].IndexName' --output text | grep -q phase-index; then
  echo "phase-index already exists on $TABLE, skipping"
else
  aws dynamodb update-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=phase,AttributeType=S \
    --global-secondary-index-updates '[{"Create":{"IndexName":"phase-index","KeySchema":[{"AttributeName":"phase","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'
fi

echo "Done. Updated table: $TABLE (phase-index). No .env changes needed."
