#!/usr/bin/env bash
# Creates the match-follows table: one item per user and followed match.
set -euo pipefail

PREFIX="fivemetres-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fivemetres-sandbox-"
TABLE="${PREFIX}match-follows"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
  exit 0
fi

# matchId-index: the push job needs every follower of a match; without it we would
# have to scan the whole table once a minute during live play.
aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=matchId-index,KeySchema=[{AttributeName=matchId,KeyType=HASH}],Projection={ProjectionType=ALL}' \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"
aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification Enabled=true,AttributeName=ttl

echo "Created $TABLE (TTL on ttl)."
echo "Add to backend/.env: FOLLOWS_TABLE=$TABLE"
