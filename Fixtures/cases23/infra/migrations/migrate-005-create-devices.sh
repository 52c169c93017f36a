#!/usr/bin/env bash
# Devices: APNs alert tokens, push-to-start tokens and notification preferences per user.
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="shortcorner-devices"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceToken,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceToken,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST

aws dynamodb wait table-exists --table-name "$TABLE"
