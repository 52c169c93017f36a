#!/usr/bin/env bash
# Adds matchId-index to the match-follows table.
# Usage: ./migrate-005-add-follows-match-index.sh [--sandbox]
set -euo pipefail

PREFIX="cricket-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="cricket-sandbox-"
fi
TABLE_NAME="${PREFIX}match-follows"
INDEX_NAME="matchId-index"

if ! aws sts get-caller-identity > /dev/null 2>&1; then
  echo "AWS credentials are not configured; run aws configure or export a profile first." >&2
  exit 1
fi

EXISTING=$(aws dynamodb describe-table --table-name "$TABLE_NAME" \
  --query "Table.GlobalSecondaryIndexes[?IndexName=='$INDEX_NAME'].IndexName" --output text)
if [[ -n "$EXISTING" && "$EXISTING" != "None" ]]; then
  echo "Index $INDEX_NAME already exists on $TABLE_NAME, skipping."
else
  echo "Adding $INDEX_NAME to $TABLE_NAME..."
  aws dynamodb update-table \
    --table-name "$TABLE_NAME" \
    --attribute-definitions AttributeName=matchId,AttributeType=S \
    --global-secondary-index-updates \
      "[{\"Create\":{\"IndexName\":\"$INDEX_NAME\",\"KeySchema\":[{\"AttributeName\":\"matchId\",\"KeyType\":\"HASH\"}],\"Projection\":{\"ProjectionType\":\"ALL\"}}}]"
fi

echo ""
echo "Summary"
echo "  table: $TABLE_NAME"
echo "  index: $INDEX_NAME"
echo "No .env changes needed."
