#!/usr/bin/env bash
# migrate-001: races and stages tables.
#
# Usage: ./migrate-001-create-races.sh [--sandbox]
#   --sandbox   create peloton-sandbox-* tables instead of production ones
set -euo pipefail

PREFIX="peloton-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="peloton-sandbox-" ;;
    *) echo "Unknown argument: $arg" >&2; exit 2 ;;
  esac
done

RACES_TABLE="${PREFIX}races"
STAGES_TABLE="${PREFIX}stages"

echo "Checking AWS credentials..."
aws sts get-caller-identity --query Account --output text >/dev/null

if aws dynamodb describe-table --table-name "$RACES_TABLE" >/dev/null 2>&1; then
  echo "Table $RACES_TABLE already exists, skipping."
else
  aws dynamodb create-table --table-name "$RACES_TABLE" \
    --attribute-definitions AttributeName=raceId,AttributeType=S \
    --key-schema AttributeName=raceId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$RACES_TABLE"
  echo "Created $RACES_TABLE."
fi

if aws dynamodb describe-table --table-name "$STAGES_TABLE" >/dev/null 2>&1; then
  echo "Table $STAGES_TABLE already exists, skipping."
else
  # GSI byRace (raceId + number): the race screen lists one race's stages in order.
  # Without it listStagesForRace would have to Scan every stage of every edition.
  aws dynamodb create-table --table-name "$STAGES_TABLE" \
    --attribute-definitions \
      AttributeName=stageId,AttributeType=S \
      AttributeName=raceId,AttributeType=S \
      AttributeName=number,AttributeType=N \
    --key-schema AttributeName=stageId,KeyType=HASH \
    --global-secondary-indexes '[{"IndexName":"byRace","KeySchema":[{"AttributeName":"raceId","KeyType":"HASH"},{"AttributeName":"number","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$STAGES_TABLE"
  echo "Created $STAGES_TABLE."
fi

cat <<SUMMARY

Done.
  Races table:  $RACES_TABLE
  Stages table: $STAGES_TABLE

Add to .env:
  TABLE_PREFIX=$PREFIX
SUMMARY
