#!/usr/bin/env bash
# Devices table for alert push tokens.
#
# Usage: ./migrate-07-create-devices.sh [--sandbox]
set -euo pipefail

PREFIX="peloton-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="peloton-sandbox-"
DEVICES_TABLE="${PREFIX}devices"

aws sts get-caller-identity >/dev/null

aws dynamodb create-table --table-name "$DEVICES_TABLE" \
  --attribute-definitions AttributeName=deviceId,AttributeType=S \
  --key-schema AttributeName=deviceId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
