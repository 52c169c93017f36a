#!/usr/bin/env bash
# Adds phase-startTime-index to the matches table.
# Usage: ./migrate-003-add-matches-phase-index.sh [--sandbox]
set -euo pipefail

PREFIX="centrepass-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="centrepass-sandbox-"; fi
REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="${PREFIX}matches"

aws sts get-caller-identity >/dev/null

HAS_INDEX=$(aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" \
  --query "Table.GlobalSecondaryIndexes[?IndexName=='phase-startTime-index'] | length(@)" --output text 2>/dev/null || echo 0)

if [[ "$HAS_INDEX" != "0" && "$HAS_INDEX" != "None" ]]; then
  echo "phase-startTime-index already exists on $TABLE, skipping."
else
  # phase-startTime-index lets the live poller Query phase=live every 15s instead of
  # scanning ~250 fixtures per tick; startTime as range keeps the draw order.
  aws dynamodb update-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=phase,AttributeType=S AttributeName=startTime,AttributeType=S \
    --global-secondary-index-updates '[{"Create":{"IndexName":"phase-startTime-index","KeySchema":[{"AttributeName":"phase","KeyType":"HASH"},{"AttributeName":"startTime","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]' \
    --region "$REGION"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE (index phase-startTime-index)"
echo "No .env changes needed."
