#!/bin/bash
# Tournaments reference table (one row per event per season).
set -euo pipefail

source "$(dirname "$0")/../lib/migration-helpers.sh"

PREFIX=deuce-
case "${1:-}" in
  --sandbox) PREFIX=deuce-sandbox- ;;
  "") ;;
  *) die "usage: $0 [--sandbox]" ;;
esac
TOURNAMENTS_TABLE="${PREFIX}tournaments"

aws sts get-caller-identity >/dev/null || die "no AWS credentials"

if aws dynamodb describe-table --table-name "$TOURNAMENTS_TABLE" >/dev/null 2>&1; then
  log "$TOURNAMENTS_TABLE already exists"
else
  aws dynamodb create-table --table-name "$TOURNAMENTS_TABLE" \
    --attribute-definitions AttributeName=id,AttributeType=S \
    --key-schema AttributeName=id,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TOURNAMENTS_TABLE"
fi

echo "Created/verified: $TOURNAMENTS_TABLE"
echo "Add to .env:"
env_line TOURNAMENTS_TABLE "$TOURNAMENTS_TABLE"
