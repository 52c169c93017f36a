#!/usr/bin/env bash
# Adds the penalty-stats table behind the box score's PIM and power-play columns.
set -euo pipefail

aws sts get-caller-identity >/dev/null

TABLE="faceoff-penalty-stats"

aws dynamodb create-table --table-name "$TABLE" \
  --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=playerId,AttributeType=S \
  --key-schema AttributeName=gameId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Migration 004 complete."
