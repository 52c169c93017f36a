#!/usr/bin/env bash
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="edgeball-rankings"

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=category,AttributeType=S AttributeName=weekId,AttributeType=S \
    --key-schema AttributeName=category,KeyType=HASH AttributeName=weekId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables: $TABLE"
echo "Add RANKINGS_TABLE=$TABLE to .env"
