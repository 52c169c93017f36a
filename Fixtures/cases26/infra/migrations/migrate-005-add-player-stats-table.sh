#!/usr/bin/env bash
# Player stats table: raid points, tackle points and Super 10s per player per season.
set -euo pipefail

SANDBOX=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --sandbox) SANDBOX=true; shift ;;
    *) echo "usage: $0 [--sandbox]" >&2; exit 1 ;;
  esac
done
PREFIX=$([[ "$SANDBOX" == true ]] && echo "kabaddi-sandbox-" || echo "kabaddi-")

aws sts get-caller-identity --output text > /dev/null

STATS="${PREFIX}player-stats"

table_exists() {
  aws dynamodb describe-table --table-name "$1" > /dev/null 2>&1
}

if table_exists "$STATS"; then
  echo "$STATS already exists"
else
  # season-raidPoints-index: the leaderboard endpoint reads the top raiders of a season in order;
  # without it the stats route would need a Scan plus an in-memory sort on every request.
  aws dynamodb create-table \
    --table-name "$STATS" \
    --attribute-definitions AttributeName=playerId,AttributeType=S AttributeName=season,AttributeType=S AttributeName=raidPoints,AttributeType=N \
    --key-schema AttributeName=playerId,KeyType=HASH AttributeName=season,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=season-raidPoints-index,KeySchema=[{AttributeName=season,KeyType=HASH},{AttributeName=raidPoints,KeyType=RANGE}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$STATS"
fi

aws dynamodb update-table \
  --table-name "$STATS" \
  --attribute-definitions AttributeName=teamShortName,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"team-index","KeySchema":[{"AttributeName":"teamShortName","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]' || true

cat <<SUMMARY

Migration 005 complete.
Tables: $STATS
Add to .env:
  PLAYER_STATS_TABLE=$STATS
SUMMARY
