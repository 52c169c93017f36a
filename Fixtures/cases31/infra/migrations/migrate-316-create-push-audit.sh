#!/usr/bin/env bash
set -euo pipefail

PREFIX="nickline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="nickline-sandbox-"
AUDIT="${PREFIX}push-audit"
DLQ="${PREFIX}push-dead-letters"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$AUDIT" > /dev/null 2>&1; then
  aws dynamodb create-table --table-name "$AUDIT" --attribute-definitions AttributeName=pushId,AttributeType=S --key-schema AttributeName=pushId,KeyType=HASH --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$AUDIT"
fi

aws dynamodb create-table --table-name "$DLQ" --attribute-definitions AttributeName=pushId,AttributeType=S --key-schema AttributeName=pushId,KeyType=HASH --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$AUDIT"

echo "done"
