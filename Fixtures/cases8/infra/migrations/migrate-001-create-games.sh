#!/usr/bin/env bash
# Creates the games table (one item per game, keyed by gameId).
# Usage: ./migrate-001-create-games.sh [--sandbox]
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../../scripts/lib/common.sh
source "$SCRIPT_DIR/../../scripts/lib/common.sh"

parse_stage_flag "$@"
require_aws_identity

GAMES_TABLE="${TABLE_PREFIX}games"

if table_exists "$GAMES_TABLE"; then
  echo "Table $GAMES_TABLE already exists, skipping."
else
  echo "Creating $GAMES_TABLE..."
  aws dynamodb create-table \
    --table-name "$GAMES_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$GAMES_TABLE"
fi

echo ""
echo "Done. Tables:"
echo "  $GAMES_TABLE"
echo "Add to backend/.env:"
echo "  GAMES_TABLE=$GAMES_TABLE"
