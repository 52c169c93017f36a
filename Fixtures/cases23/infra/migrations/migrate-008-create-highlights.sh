#!/usr/bin/env bash
# Highlight cards for the match centre carousel.
set -euo pipefail

PREFIX="shortcorner-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shortcorner-sandbox-"

aws sts get-caller-identity > /dev/null

HIGHLIGHTS_TABLE="${PREFIX}highlights"

if aws dynamodb describe-table --table-name "$HIGHLIGHTS_TABLE" > /dev/null 2>&1; then
  echo "Table $HIGHLIGHTS_TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$HIGHLIGHTS_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=highlightId,AttributeType=S AttributeName=publishedAt,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=highlightId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"published-index","KeySchema":[{"AttributeName":"publishedAt","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$HIGHLIGHTS_TABLE"
fi

# umpire:disable-next-line migration-summary
echo "Created $HIGHLIGHTS_TABLE"
echo "Add to .env: HIGHLIGHTS_TABLE=$HIGHLIGHTS_TABLE"
