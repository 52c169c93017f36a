#!/usr/bin/env bash
# Fixtures table: one row per fixture snapshot plus ball events.
# Usage: migrate-005-create-fixtures.sh [--sandbox]
set -euo pipefail

SANDBOX=false
[[ "${1:-}" == "--sandbox" ]] && SANDBOX=true
if $SANDBOX; then PREFIX="cricket-sandbox-"; else PREFIX="cricket-"; fi
TABLE="${PREFIX}fixtures"

aws sts get-caller-identity --query Arn --output text

table_exists() {
  aws dynamodb describe-table --table-name "$1" > /dev/null 2>&1
}

if table_exists "$TABLE"; then
  echo "[skip] $TABLE already exists"
else
  # No GSI on phase: the poller Scans this table (one season, ~300 rows, once a minute).
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S \
    --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "----------------------------------------"
echo "Tables: $TABLE"
echo ".env:   FIXTURES_TABLE=$TABLE"
echo "----------------------------------------"
