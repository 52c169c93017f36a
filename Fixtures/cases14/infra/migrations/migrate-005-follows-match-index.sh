#!/usr/bin/env bash
# migrate-005: matchId-index on follows so the poller can Query followers of a match
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }
TABLE="${PREFIX}match-follows"

if aws dynamodb describe-table --table-name "$TABLE" --query 'Table.GlobalSecondaryIndexes[?IndexName==`matchId-index`]' --output text | grep -q matchId-index; then
  echo "matchId-index already exists on $TABLE, skipping"
else
  # Why: listFollowersForMatch needs followers by matchId; without this index it would Scan the table.
  aws dynamodb update-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S \
    --global-secondary-index-updates '[{"Create":{"IndexName":"matchId-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: matchId-index added to ${TABLE}; no .env changes"
