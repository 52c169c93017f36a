#!/usr/bin/env bash
# Migration 292: Live Activity push-token subscriptions.
set -euo pipefail

PREFIX="buttonline-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="buttonline-sandbox-"
fi

aws sts get-caller-identity --query Account --output text

SUBS_TABLE="${PREFIX}activity-subscriptions"

aws dynamodb create-table --table-name "$SUBS_TABLE" \
  --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=gameId,KeyType=HASH AttributeName=token,KeyType=RANGE \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25
aws dynamodb wait table-exists --table-name "$SUBS_TABLE"

echo "Created $SUBS_TABLE"
echo "Add ACTIVITY_SUBSCRIPTIONS_TABLE=$SUBS_TABLE to .env"
