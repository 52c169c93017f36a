#!/usr/bin/env bash
# Short-lived leaderboard snapshots for the hub (ioredis fallback).
set -euo pipefail

PREFIX="fairway-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fairway-sandbox-"
CACHE_TABLE="${PREFIX}leaderboard-cache"

aws sts get-caller-identity >/dev/null

if ! aws dynamodb describe-table --table-name "$CACHE_TABLE" >/dev/null 2>&1; then
  aws dynamodb create-table --table-name "$CACHE_TABLE" \
    --attribute-definitions AttributeName=tournamentId,AttributeType=S \
    --key-schema AttributeName=tournamentId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$CACHE_TABLE"
fi

echo "Table: $CACHE_TABLE"
echo "Add to backend/.env: LEADERBOARD_CACHE_TABLE=$CACHE_TABLE"
