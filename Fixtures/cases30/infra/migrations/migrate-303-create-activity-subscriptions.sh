#!/usr/bin/env bash
# migrate-303-create-activity-subscriptions.sh
# Live Activity push tokens per game.
set -euo pipefail

aws sts get-caller-identity >/dev/null

SUBS_TABLE="crease-activity-subscriptions"

if aws dynamodb describe-table --table-name "$SUBS_TABLE" >/dev/null 2>&1; then
  echo "$SUBS_TABLE exists"
else
  aws dynamodb create-table \
    --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE"
fi
