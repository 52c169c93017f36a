#!/usr/bin/env bash
# migrate-010: highlight clips (ADR-013)
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || exit 1
TABLE="${PREFIX}highlights"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=clipId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=clipId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
fi

echo "Done."
