#!/usr/bin/env bash
# Creates the push-to-start token table (one token per user).
# Usage: ./create_push_to_start_table.sh [--sandbox]
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../../scripts/lib/common.sh
source "$SCRIPT_DIR/../../scripts/lib/common.sh"

parse_stage_flag "$@"
require_aws_identity

P2S_TABLE="${TABLE_PREFIX}push-to-start"

if table_exists "$P2S_TABLE"; then
  echo "Table $P2S_TABLE already exists, skipping."
else
  aws dynamodb create-table \
    --table-name "$P2S_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$P2S_TABLE"
fi

echo "Summary: $P2S_TABLE"
echo "Add to backend/.env: PUSH_TO_START_TABLE=$P2S_TABLE"
