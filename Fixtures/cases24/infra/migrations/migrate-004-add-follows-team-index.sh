#!/usr/bin/env bash
set -euo pipefail

PREFIX="puckout-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="puckout-sandbox-"; fi
REGION="${AWS_REGION:-eu-west-1}"
FOLLOWS="${PREFIX}match-follows"

STATUS=$(aws dynamodb describe-table --table-name "$FOLLOWS" --region "$REGION" --query 'Table.TableStatus' --output text)
echo "$FOLLOWS is $STATUS"

aws sts get-caller-identity >/dev/null

aws dynamodb update-table \
  --table-name "$FOLLOWS" \
  --attribute-definitions AttributeName=teamId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"teamId-index","KeySchema":[{"AttributeName":"teamId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]' \
  --region "$REGION"

echo "Index teamId-index requested on $FOLLOWS"
echo "No .env changes needed"
