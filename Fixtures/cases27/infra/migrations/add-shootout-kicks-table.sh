#!/usr/bin/env bash
# Shootout kicks, one item per penalty in a shootout.
set -euo pipefail

PREFIX="fivemetres-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="fivemetres-sandbox-"
TABLE="${PREFIX}shootout-kicks"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE exists, skipping."
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=kick,AttributeType=N \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=kick,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Summary: created $TABLE"
echo "Add to backend/.env: SHOOTOUT_TABLE=$TABLE"
