#!/usr/bin/env bash
# Competitions (leagues and tournaments), about 30 rows.
set -euo pipefail

PREFIX="fivemetres-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fivemetres-sandbox-"
TABLE="${PREFIX}competitions"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=competitionId,AttributeType=S \
    --key-schema AttributeName=competitionId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: $TABLE ready"
echo "Add to backend/.env: COMPETITIONS_TABLE=$TABLE"
