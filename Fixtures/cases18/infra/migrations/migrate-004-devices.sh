#!/usr/bin/env bash
# Devices and their push-to-start tokens.
set -euo pipefail

SANDBOX=false
[[ "${1:-}" == "--sandbox" ]] && SANDBOX=true

aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name pitstop-devices \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name pitstop-devices

echo "Done. Tables: pitstop-devices"
echo "Add to .env: DEVICES_TABLE=pitstop-devices (sandbox: $SANDBOX)"
