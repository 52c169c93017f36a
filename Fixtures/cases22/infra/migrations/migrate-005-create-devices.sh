#!/usr/bin/env bash
# Creates the devices table (push-to-start tokens per device).
# Usage: ./migrate-005-create-devices.sh [--sandbox]
set -euo pipefail

PREFIX="centrepass-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="centrepass-sandbox-"
fi
REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="${PREFIX}devices"

aws sts get-caller-identity >/dev/null || { echo "AWS credentials missing" >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
  exit 0
fi

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST \
  --region "$REGION"
aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  DEVICES_TABLE=$TABLE"
