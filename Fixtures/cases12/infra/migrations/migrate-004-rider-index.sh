#!/usr/bin/env bash
# Adds a rider index to stage results for the rider profile screen.
#
# Usage: ./migrate-004-rider-index.sh [--sandbox]
set -euo pipefail

PREFIX="peloton-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="peloton-sandbox-"
TABLE="${PREFIX}stage-results"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" \
  --query "Table.GlobalSecondaryIndexes[?IndexName=='byRider'] | length(@)" --output text | grep -q '^1$'; then
  echo "byRider already exists on $TABLE, skipping."
  exit 0
fi

aws dynamodb update-table --table-name "$TABLE" \
  --attribute-definitions AttributeName=riderId,AttributeType=S AttributeName=stageId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"byRider","KeySchema":[{"AttributeName":"riderId","KeyType":"HASH"},{"AttributeName":"stageId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Requested byRider on $TABLE; it will backfill in the background."
echo "No .env changes needed."
