#!/usr/bin/env bash
# Creates the follows table: which fan follows which game.
# Usage: ./migrate-002-create-follows.sh [--sandbox]
set -euo pipefail

PREFIX="bullpen-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="bullpen-sandbox-"
fi

if ! aws sts get-caller-identity >/dev/null; then
  echo "AWS credentials missing" >&2
  exit 1
fi

FOLLOWS_TABLE="${PREFIX}follows"

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" >/dev/null 2>&1; then
  echo "$FOLLOWS_TABLE exists, nothing to do."
else
  # gameId-index: the live poll job needs every follower of one game to extend
  # their TTLs while the game runs; the base key is userId-first, so without
  # this index that lookup would be a full-table Scan every poll.
  aws dynamodb create-table \
    --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"gameId-index","KeySchema":[{"AttributeName":"gameId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE"
  aws dynamodb update-time-to-live \
    --table-name "$FOLLOWS_TABLE" \
    --time-to-live-specification Enabled=true,AttributeName=ttl
fi

cat <<SUMMARY

Summary
  created/verified: $FOLLOWS_TABLE (GSI gameId-index, TTL on ttl)
  .env additions:
    FOLLOWS_TABLE=$FOLLOWS_TABLE
SUMMARY
