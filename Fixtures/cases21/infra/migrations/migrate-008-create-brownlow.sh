#!/usr/bin/env bash
# Brownlow tallies per season, updated live on count night.
set -euo pipefail

PREFIX="behind-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="behind-sandbox-"
TABLE="${PREFIX}brownlow"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "$TABLE exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=season,AttributeType=N AttributeName=playerId,AttributeType=S AttributeName=votes,AttributeType=N \
    --key-schema AttributeName=season,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"season-votes-index","KeySchema":[{"AttributeName":"season","KeyType":"HASH"},{"AttributeName":"votes","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables: $TABLE"
echo ".env: BROWNLOW_TABLE=$TABLE"
