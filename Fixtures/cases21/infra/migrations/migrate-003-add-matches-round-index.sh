#!/usr/bin/env bash
set -euo pipefail

PREFIX="behind-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="behind-sandbox-"; fi
TABLE="${PREFIX}matches"

STATUS=$(aws dynamodb describe-table --table-name "$TABLE" --query 'Table.TableStatus' --output text)
aws sts get-caller-identity >/dev/null

if [[ "$STATUS" != "ACTIVE" ]]; then
  echo "$TABLE is $STATUS, try again later" >&2
  exit 1
fi

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=roundLabel,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"roundLabel-index","KeySchema":[{"AttributeName":"roundLabel","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Index roundLabel-index requested on $TABLE"
echo "No .env changes needed."
