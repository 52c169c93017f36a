#!/usr/bin/env bash
# Competitions and standings snapshots (~30 rows per season).
set -euo pipefail

PREFIX="shortcorner-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shortcorner-sandbox-"

aws sts get-caller-identity > /dev/null

TABLE="${PREFIX}competitions"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=competitionId,AttributeType=S \
  --key-schema AttributeName=competitionId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Created $TABLE"
echo "Add to .env: COMPETITIONS_TABLE=$TABLE"
