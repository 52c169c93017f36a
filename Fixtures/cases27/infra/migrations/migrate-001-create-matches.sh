#!/usr/bin/env bash
# Creates the matches table (one item per match, keyed by matchId).
set -euo pipefail

PREFIX="fivemetres-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="fivemetres-sandbox-"
fi
TABLE="${PREFIX}matches"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo ""
echo "Summary"
echo "  table: $TABLE"
echo "Add to backend/.env:"
echo "  MATCHES_TABLE=$TABLE"
