#!/usr/bin/env bash
# Creates the match-follows table used by POST /user/follow/match.
set -euo pipefail

PREFIX="nickline-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="nickline-sandbox-"
fi
TABLE="${PREFIX}match-follows"

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST \
    --global-secondary-indexes '[{"IndexName":"byMatchId","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]'
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to backend/.env:"
echo "  FOLLOWS_TABLE=$TABLE"
