#!/usr/bin/env bash
# Device tokens for ordinary alert notifications (goals, cards, postponements).
set -euo pipefail

ENVIRONMENT="${PUCKOUT_ENV:-prod}"
PREFIX="puckout-${ENVIRONMENT}-"
REGION="${AWS_REGION:-eu-west-1}"
DEVICES="${PREFIX}devices"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$DEVICES" --region "$REGION" >/dev/null 2>&1; then
  echo "$DEVICES exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name "$DEVICES" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceToken,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceToken,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST \
  --region "$REGION"
aws dynamodb wait table-exists --table-name "$DEVICES" --region "$REGION"

echo "Summary: created $DEVICES"
echo ".env: DEVICES_TABLE=$DEVICES"
