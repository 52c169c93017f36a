#!/usr/bin/env bash
# Devices table: one row per user per APNs device token for alert notifications.
set -euo pipefail

PREFIX="kabaddi-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="kabaddi-sandbox-"

aws sts get-caller-identity > /dev/null

DEVICES="${PREFIX}devices"
BILLING=(--billing-mode PAY_PER_REQUEST)

if aws dynamodb describe-table --table-name "$DEVICES" > /dev/null 2>&1; then
  echo "skip: $DEVICES exists"
else
  aws dynamodb create-table \
    --table-name "$DEVICES" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceToken,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceToken,KeyType=RANGE \
    "${BILLING[@]}"
  aws dynamodb wait table-exists --table-name "$DEVICES"
fi

echo "Created $DEVICES"
