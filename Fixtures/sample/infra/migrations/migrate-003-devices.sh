#!/usr/bin/env bash
# Creates the devices table for push tokens.
set -euo pipefail

aws dynamodb create-table \
  --table-name cricket-devices \
  --attribute-definitions AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \
  --global-secondary-indexes file://devices-token-index.json

aws sts get-caller-identity
echo "devices table requested"
