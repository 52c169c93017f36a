#!/usr/bin/env bash
# Device table for alert pushes.
set -euo pipefail

TABLE="fivemetres-devices"

aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

echo "Created $TABLE"
echo "Add to backend/.env: DEVICES_TABLE=$TABLE"
