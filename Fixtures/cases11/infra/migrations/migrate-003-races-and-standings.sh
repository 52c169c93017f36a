#!/usr/bin/env bash
# Races (one row per session) and season standings.
set -euo pipefail

PREFIX="apex-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="apex-sandbox-"; fi
RACES_TABLE="${PREFIX}races"
STANDINGS_TABLE="${PREFIX}standings"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$RACES_TABLE" > /dev/null 2>&1; then
  # season-index: the schedule route lists one season's sessions; without it
  # allRacesThisSeason() has to Scan the whole table once we keep history.
  aws dynamodb create-table --table-name "$RACES_TABLE" \
    --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=season,AttributeType=N \
    --key-schema AttributeName=raceId,KeyType=HASH \
    --global-secondary-indexes '[{"IndexName":"season-index","KeySchema":[{"AttributeName":"season","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$RACES_TABLE"
fi

aws dynamodb create-table --table-name "$STANDINGS_TABLE" \
  --attribute-definitions AttributeName=season,AttributeType=N \
  --key-schema AttributeName=season,KeyType=HASH \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=1
aws dynamodb wait table-exists --table-name "$STANDINGS_TABLE"

echo "Tables: $RACES_TABLE, $STANDINGS_TABLE"
echo "Add to .env:"
echo "  RACES_TABLE=$RACES_TABLE"
echo "  STANDINGS_TABLE=$STANDINGS_TABLE"
