#!/usr/bin/env bash
# Rankings table: top 128, rewritten after each ranking event.
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="baulk-rankings"

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=playerId,KeyType=HASH
  aws dynamodb wait table-exists --table-name "$TABLE"
fi
