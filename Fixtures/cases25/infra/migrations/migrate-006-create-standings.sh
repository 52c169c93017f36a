#!/usr/bin/env bash
# Creates the group standings cache table.
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
  esac
done
TABLE="handball-standings"

aws sts get-caller-identity >/dev/null
echo "sandbox=$SANDBOX"

if ! aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=competition,AttributeType=S \
    --key-schema AttributeName=competition,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary:"
echo "  $TABLE"
echo "  .env: STANDINGS_TABLE=$TABLE"
