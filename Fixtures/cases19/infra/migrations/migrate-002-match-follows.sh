#!/usr/bin/env bash
# Follow records: userId + matchId, TTL on `ttl`.
# matchId-index: the match-concluded handler and the alert sender need every follower of one
# match; without it both would have to Scan the whole table on every frame event.
set -euo pipefail

PREFIX="baulk-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="baulk-sandbox-"
TABLE="${PREFIX}match-follows"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists — skipping create"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=matchId-index,KeySchema=[{AttributeName=matchId,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo "Created/verified: $TABLE"
echo ".env: MATCH_FOLLOWS_TABLE=$TABLE"
