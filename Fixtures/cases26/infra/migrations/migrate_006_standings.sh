#!/usr/bin/env bash
set -euo pipefail

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name kabaddi-standings > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name kabaddi-standings \
    --attribute-definitions AttributeName=teamId,AttributeType=S \
    --key-schema AttributeName=teamId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name kabaddi-standings
fi
