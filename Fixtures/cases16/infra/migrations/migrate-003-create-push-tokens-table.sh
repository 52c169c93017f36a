#!/usr/bin/env bash
# Push-token table for Live Activity push-to-start tokens. See ADR-014.
set -euo pipefail

SANDBOX=false
[[ "${1:-}" == "--sandbox" ]] && SANDBOX=true

aws sts get-caller-identity > /dev/null

TABLE="shotclock-push-tokens"
echo "sandbox=$SANDBOX"

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

echo "Created $TABLE"
echo "Add PUSH_TOKENS_TABLE=$TABLE to .env"
