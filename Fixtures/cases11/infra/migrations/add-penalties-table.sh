#!/usr/bin/env bash
# Stewards' decisions, one row per penalty.
set -euo pipefail

PREFIX="apex-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="apex-sandbox-"
TABLE="${PREFIX}penalties"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists, skipping"
else
  aws dynamodb create-table --table-name "$TABLE" \
    --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=penaltyId,AttributeType=S \
    --key-schema AttributeName=raceId,KeyType=HASH AttributeName=penaltyId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Table: $TABLE"
echo "Add to .env: PENALTIES_TABLE=$TABLE"
