#!/usr/bin/env bash
# Creates the device token table used for APNs device and push-to-start tokens.
set -euo pipefail

PREFIX="maul-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="maul-sandbox-"
fi

aws dynamodb list-tables --output text > /dev/null
aws sts get-caller-identity > /dev/null

DEVICE_TABLE="maul-device-tokens"

aws dynamodb create-table \
  --table-name "$DEVICE_TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S AttributeName=token,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=token-index,KeySchema=[{AttributeName=token,KeyType=HASH}],Projection={ProjectionType=ALL},ProvisionedThroughput={ReadCapacityUnits=5,WriteCapacityUnits=5}' \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
aws dynamodb wait table-exists --table-name "$DEVICE_TABLE"

echo "Created $DEVICE_TABLE"
echo "Add to .env:"
echo "  DEVICE_TOKENS_TABLE=$DEVICE_TABLE"
