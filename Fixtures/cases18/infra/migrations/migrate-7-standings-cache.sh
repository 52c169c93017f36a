#!/usr/bin/env bash
# Cached championship standings per series.
set -euo pipefail

PREFIX="pitstop-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="pitstop-sandbox-"
TABLE="${PREFIX}standings-cache"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=seriesCode,AttributeType=S \
    --key-schema AttributeName=seriesCode,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Done. Tables: $TABLE"
echo "Add to .env: STANDINGS_CACHE_TABLE=$TABLE"
