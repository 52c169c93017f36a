#!/usr/bin/env bash
# migrate-009: deuce-player-follows, "follow a player" for every match they play.
set -euo pipefail

PREFIX="deuce-"
case "${1:-}" in
  --sandbox) PREFIX="deuce-sandbox-" ;;
  "") ;;
  *) echo "usage: $0 [--sandbox]" >&2; exit 64 ;;
esac
REGION="${AWS_REGION:-eu-west-2}"
PLAYER_FOLLOWS_TABLE="${PREFIX}player-follows"

if aws dynamodb describe-table --region "$REGION" --table-name "$PLAYER_FOLLOWS_TABLE" >/dev/null 2>&1; then
  echo "$PLAYER_FOLLOWS_TABLE already exists, skipping"
else
  # byPlayer (playerId, userId): when a draw is published the scheduler needs
  # everyone following each player; the table is keyed by user.
  aws dynamodb create-table \
    --region "$REGION" \
    --table-name "$PLAYER_FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"byPlayer","KeySchema":[{"AttributeName":"playerId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' >/dev/null
  aws dynamodb wait table-exists --region "$REGION" --table-name "$PLAYER_FOLLOWS_TABLE"
fi

echo
echo "Tables: $PLAYER_FOLLOWS_TABLE"
echo "Add to .env: PLAYER_FOLLOWS_TABLE=$PLAYER_FOLLOWS_TABLE"
