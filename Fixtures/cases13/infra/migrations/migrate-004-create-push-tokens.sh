#!/usr/bin/env bash
# Device push tokens and push-to-start tokens.
set -euo pipefail

if [[ "${1:-}" == "--sandbox" ]]; then
  echo "sandbox mode"
fi

aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name cricket-push-tokens \
  --attribute-definitions AttributeName=pk,AttributeType=S \
  --key-schema AttributeName=pk,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST

aws dynamodb wait table-exists --table-name cricket-push-tokens
aws dynamodb update-time-to-live --table-name cricket-push-tokens \
  --time-to-live-specification "Enabled=true,AttributeName=ttl"
