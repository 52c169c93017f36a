#!/usr/bin/env bash
# Creates the matches table.
# Usage: ./migrate-001-create-matches.sh [--sandbox]
set -euo pipefail

PREFIX="handball-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="handball-sandbox-"
fi
REGION="${AWS_REGION:-eu-central-1}"
TABLE="${PREFIX}matches"

echo "Checking AWS credentials..."
aws sts get-caller-identity --output text >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
  echo "Created $TABLE."
fi

echo ""
echo "Summary"
echo "  table: $TABLE"
echo "Add to .env:"
echo "  MATCHES_TABLE=$TABLE"
