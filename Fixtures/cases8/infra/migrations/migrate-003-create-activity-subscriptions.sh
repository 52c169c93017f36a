#!/usr/bin/env bash
# Creates the activity-subscriptions table: Live Activity push tokens per game.
# Usage: ./migrate-003-create-activity-subscriptions.sh [--sandbox]
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../../scripts/lib/common.sh
source "$SCRIPT_DIR/../../scripts/lib/common.sh"

parse_stage_flag "$@"
require_aws_identity

SUBS_TABLE="${TABLE_PREFIX}activity-subscriptions"

if table_exists "$SUBS_TABLE"; then
  echo "Table $SUBS_TABLE already exists, skipping."
else
  aws dynamodb create-table \
    --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25
  aws dynamodb update-time-to-live \
    --table-name "$SUBS_TABLE" \
    --time-to-live-specification Enabled=true,AttributeName=expiresAt
fi

echo "Summary: $SUBS_TABLE"
echo "Add to backend/.env: SUBSCRIPTIONS_TABLE=$SUBS_TABLE"
