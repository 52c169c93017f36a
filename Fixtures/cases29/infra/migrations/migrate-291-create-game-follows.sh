#!/usr/bin/env bash
# Migration 291: game follows, with TTL and a byGame index.
set -euo pipefail

PREFIX="buttonline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="buttonline-sandbox-"

aws sts get-caller-identity > /dev/null

FOLLOWS_TABLE="${PREFIX}game-follows"

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" > /dev/null 2>&1; then
  echo "$FOLLOWS_TABLE exists, skipping create"
else
  # byGame: the score poller needs every follower of one game when an end
  # finishes; without it we would scan the whole table once per end.
  aws dynamodb create-table --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=byGame,KeySchema=[{AttributeName=gameId,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE"
fi

aws dynamodb update-time-to-live --table-name "$FOLLOWS_TABLE" \
  --time-to-live-specification "Enabled=true, AttributeName=ttl"

cat <<SUMMARY

Done.
  table: $FOLLOWS_TABLE (TTL on ttl, GSI byGame)
.env:
  GAME_FOLLOWS_TABLE=$FOLLOWS_TABLE
SUMMARY
