#!/usr/bin/env bash
# Creates the games table.
# Usage: ./migrate-001-create-games-table.sh [--sandbox]
set -euo pipefail

PREFIX="shotclock-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="shotclock-sandbox-"
fi
TABLE="${PREFIX}games"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # status-index: the live poller queries in-progress games per league every 10 s instead of scanning.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=status,AttributeType=S AttributeName=league,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH \
    --global-secondary-indexes '[{"IndexName":"status-index","KeySchema":[{"AttributeName":"status","KeyType":"HASH"},{"AttributeName":"league","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  GAMES_TABLE=$TABLE"
