#!/usr/bin/env bash
# migrate-005: deuce-rankings-cache, weekly ATP/WTA lists. See ADR-016.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

parse_common_flags "$@"
require_aws_credentials

RANKINGS_TABLE="${TABLE_PREFIX}rankings-cache"

aws dynamodb create-table \
  --region "$REGION" \
  --table-name "$RANKINGS_TABLE" \
  --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=N \
  --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST >/dev/null
echo "  + created $RANKINGS_TABLE"
sleep 10
enable_ttl "$RANKINGS_TABLE"

print_summary "RANKINGS_TABLE=$RANKINGS_TABLE"
