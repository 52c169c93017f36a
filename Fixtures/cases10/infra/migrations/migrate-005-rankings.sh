#!/usr/bin/env bash
# Migration 005: weekly rankings and player follows.
set -euo pipefail

PREFIX="deuce-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="deuce-sandbox-"; fi
RANKINGS_TABLE="${PREFIX}rankings"

aws dynamodb list-tables --query "TableNames" --output text
aws sts get-caller-identity > /dev/null

aws dynamodb create-table --table-name "$RANKINGS_TABLE" \
  --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S AttributeName=rank,AttributeType=N \
  --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"by-rank","KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"rank","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$RANKINGS_TABLE"

echo "Done."
