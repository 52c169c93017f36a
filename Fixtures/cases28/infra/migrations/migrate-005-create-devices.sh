#!/usr/bin/env bash
set -euo pipefail

PREFIX="edgeball-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="edgeball-sandbox-"; fi
TABLE="${PREFIX}devices"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "skip $TABLE"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=deviceId,AttributeType=S \
    --key-schema AttributeName=deviceId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi
