#!/usr/bin/env bash
# migrate-002-add-games-and-devices.sh
# Adds the games table (live state written by the score ingest) and the device-tokens table.
#
# Usage: ./scripts/migrate-002-add-games-and-devices.sh [--sandbox]
set -euo pipefail

PREFIX="faceoff-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="faceoff-sandbox-"

echo "Tables before this migration:"
aws dynamodb list-tables --query 'TableNames' --output text

aws sts get-caller-identity >/dev/null || { echo "AWS credentials missing or expired" >&2; exit 1; }

GAMES_TABLE="${PREFIX}games"
DEVICES_TABLE="${PREFIX}device-tokens"

if aws dynamodb describe-table --table-name "$GAMES_TABLE" >/dev/null 2>&1; then
  echo "$GAMES_TABLE exists, skipping."
else
  # byDay GSI: the pregame reminder job queries one day's games by start time every minute.
  aws dynamodb create-table --table-name "$GAMES_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=day,AttributeType=S AttributeName=startsAt,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH \
    --global-secondary-indexes 'IndexName=byDay,KeySchema=[{AttributeName=day,KeyType=HASH},{AttributeName=startsAt,KeyType=RANGE}],Projection={ProjectionType=ALL},ProvisionedThroughput={ReadCapacityUnits=5,WriteCapacityUnits=5}' \
    --provisioned-throughput ReadCapacityUnits=10,WriteCapacityUnits=25 >/dev/null
  aws dynamodb wait table-exists --table-name "$GAMES_TABLE"
fi

if aws dynamodb describe-table --table-name "$DEVICES_TABLE" >/dev/null 2>&1; then
  echo "$DEVICES_TABLE exists, skipping."
else
  aws dynamodb create-table --table-name "$DEVICES_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S AttributeName=apnsToken,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=byApnsToken,KeySchema=[{AttributeName=apnsToken,KeyType=HASH}],Projection={ProjectionType=KEYS_ONLY}' \
    --billing-mode PAY_PER_REQUEST >/dev/null
  echo "Requested $DEVICES_TABLE."
fi

cat <<SUMMARY

Migration 002 finished.
Tables: $GAMES_TABLE, $DEVICES_TABLE

Add to .env:
  GAMES_TABLE=$GAMES_TABLE
  DEVICES_TABLE=$DEVICES_TABLE
SUMMARY
