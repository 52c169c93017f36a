#!/usr/bin/env bash
# Creates the game-events table (play-by-play, partitioned by gameId).
set -euo pipefail

PREFIX="football-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="football-sandbox-"
TABLE="${PREFIX}game-events"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists, skipping"
else
  # umpire:disable-next-line migration-billing-mode -- play-by-play ingest is steady 24/7 during the season; provisioned is cheaper, see ADR-014
  aws dynamodb create-table --table-name "$TABLE" --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=seq,AttributeType=N --key-schema AttributeName=gameId,KeyType=HASH AttributeName=seq,KeyType=RANGE --provisioned-throughput ReadCapacityUnits=20,WriteCapacityUnits=50
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

# umpire:disable-next-line migration-wait -- nothing is created below
echo "Summary: $TABLE"
echo "Add to .env: GAME_EVENTS_TABLE=$TABLE"
