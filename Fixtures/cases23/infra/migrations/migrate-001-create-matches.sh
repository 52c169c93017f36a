#!/usr/bin/env bash
# Creates the matches table (one row per fixture, keyed by matchId).
set -euo pipefail

PREFIX="shortcorner-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="shortcorner-sandbox-" ;;
    *) echo "unknown argument: $arg" >&2; exit 1 ;;
  esac
done

aws sts get-caller-identity > /dev/null || { echo "AWS credentials are not configured" >&2; exit 1; }

TABLE="${PREFIX}matches"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  MATCHES_TABLE=$TABLE"
