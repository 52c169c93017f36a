#!/usr/bin/env bash
# Migration 003: order-of-play table plus the court-status cache.
set -euo pipefail

source "$(dirname "$0")/../lib/migration-helpers.sh"

PREFIX="deuce-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="deuce-sandbox-"
fi

aws sts get-caller-identity >/dev/null

OOP_TABLE="${PREFIX}order-of-play"

if ! aws dynamodb describe-table --table-name "$OOP_TABLE" >/dev/null 2>&1; then
  aws dynamodb create-table --table-name "$OOP_TABLE" \
    --attribute-definitions AttributeName=day,AttributeType=S AttributeName=slot,AttributeType=S \
    --key-schema AttributeName=day,KeyType=HASH AttributeName=slot,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
fi

aws dynamodb update-table --table-name "$OOP_TABLE" \
  --attribute-definitions AttributeName=courtId,AttributeType=S AttributeName=slot,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"by-court","KeySchema":[{"AttributeName":"courtId","KeyType":"HASH"},{"AttributeName":"slot","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'

# Court status cache used by the court-watch Live Activity.
aws dynamodb create-table --table-name deuce-court-status \
  --attribute-definitions AttributeName=courtId,AttributeType=S \
  --key-schema AttributeName=courtId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name deuce-court-status

log "Migration 003 complete"
echo "Tables: $OOP_TABLE, deuce-court-status"
echo "Add to .env:"
env_line ORDER_OF_PLAY_TABLE "$OOP_TABLE"
env_line COURT_STATUS_TABLE deuce-court-status
