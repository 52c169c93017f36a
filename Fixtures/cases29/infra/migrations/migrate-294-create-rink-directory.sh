#!/usr/bin/env bash
# Migration 294: rink directory and rink aliases (skip name changes between seasons).
set -euo pipefail

PREFIX="buttonline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="buttonline-sandbox-"

aws sts get-caller-identity > /dev/null

RINKS_TABLE="${PREFIX}rink-directory"
ALIASES_TABLE="${PREFIX}rink-aliases"

if ! aws dynamodb describe-table --table-name "$RINKS_TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table --table-name "$RINKS_TABLE" \
    --attribute-definitions AttributeName=teamId,AttributeType=S \
    --key-schema AttributeName=teamId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
fi

if ! aws dynamodb describe-table --table-name "$ALIASES_TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table --table-name "$ALIASES_TABLE" \
    --attribute-definitions AttributeName=alias,AttributeType=S \
    --key-schema AttributeName=alias,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
fi

aws dynamodb wait table-exists --table-name "$RINKS_TABLE"
