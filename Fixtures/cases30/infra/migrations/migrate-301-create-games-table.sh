#!/usr/bin/env bash
# migrate-301-create-games-table.sh
# Creates the games table: one item per game (PLL, NLL, NCAA), keyed by gameId.
# Usage: ./migrate-301-create-games-table.sh [--sandbox]
set -euo pipefail

PREFIX="crease-"
REGION="${AWS_REGION:-us-east-1}"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="crease-sandbox-" ;;
    *) echo "unknown argument: $arg" >&2; exit 1 ;;
  esac
done
GAMES_TABLE="${PREFIX}games"

echo "Checking AWS credentials..."
aws sts get-caller-identity --query Account --output text >/dev/null

if aws dynamodb describe-table --table-name "$GAMES_TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "✓ $GAMES_TABLE already exists, skipping create"
else
  aws dynamodb create-table \
    --table-name "$GAMES_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$GAMES_TABLE" --region "$REGION"
  echo "✓ created $GAMES_TABLE"
fi

aws dynamodb update-time-to-live --table-name "$GAMES_TABLE" \
  --time-to-live-specification "Enabled=true,AttributeName=ttl" --region "$REGION" >/dev/null 2>&1 || echo "TTL already enabled"

echo ""
echo "Summary"
echo "  table: $GAMES_TABLE (TTL on 'ttl')"
echo "Add to backend/.env:"
echo "  TABLE_PREFIX=$PREFIX"
