#!/usr/bin/env bash
# Migration 298: devices table for alert (non-Live Activity) pushes.
set -euo pipefail

PREFIX="buttonline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="buttonline-sandbox-"

aws sts get-caller-identity > /dev/null

DEVICES_TABLE="${PREFIX}devices"

if aws dynamodb describe-table --table-name "$DEVICES_TABLE" > /dev/null 2>&1; then
  echo "skip: $DEVICES_TABLE exists"
  exit 0
fi

# umpire-disable-next-line migration-wait -- the deploy job runs 'wait table-exists' for every table after all migrations
aws dynamodb create-table --table-name "$DEVICES_TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceToken,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceToken,KeyType=RANGE \
  --billing-mode PROVISIONED --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

echo "Created: $DEVICES_TABLE"
echo ".env: DEVICES_TABLE=$DEVICES_TABLE"
