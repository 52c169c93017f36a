#!/usr/bin/env bash
# Creates the match-follows table with a 48h-after-completion TTL on "ttl".
set -euo pipefail

PREFIX="shortcorner-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shortcorner-sandbox-"

aws sts get-caller-identity > /dev/null

TABLE="${PREFIX}match-follows"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
  exit 0
fi

# GSI matchId-index: the live poller and full-time job need every follower of one match,
# and the base key is (userId, matchId), so a Query by matchId needs its own index.
aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"matchId-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
  --billing-mode PAY_PER_REQUEST

aws dynamodb wait table-exists --table-name "$TABLE"
aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"

cat <<SUMMARY

Created: $TABLE (TTL on ttl, GSI matchId-index)
Add to .env:
  FOLLOWS_TABLE=$TABLE
SUMMARY
