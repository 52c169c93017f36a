#!/usr/bin/env bash
set -euo pipefail

SANDBOX=false
[[ "${1:-}" == "--sandbox" ]] && SANDBOX=true
PREFIX=$([[ $SANDBOX == true ]] && echo "edgeball-sandbox-" || echo "edgeball-")
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "exists: $TABLE"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=byUser,KeySchema=[{AttributeName=userId,KeyType=HASH}],Projection={ProjectionType=KEYS_ONLY},ProvisionedThroughput={ReadCapacityUnits=5,WriteCapacityUnits=5}' \
  --provisioned-throughput ReadCapacityUnits=10,WriteCapacityUnits=10
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Tables created:"
echo "  $TABLE"
echo ".env:"
echo "  SUBSCRIPTIONS_TABLE=$TABLE"
