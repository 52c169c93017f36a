#!/bin/bash
# Standings table (ADR-007)
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="sideout-standings"

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=leagueId,AttributeType=S AttributeName=position,AttributeType=N \
  --key-schema AttributeName=leagueId,KeyType=HASH AttributeName=position,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Summary: ${TABLE}"
echo "Add to .env: STANDINGS_TABLE=${TABLE}"
