#!/usr/bin/env bash
# migrate-002: race follows and team follows, both with DynamoDB TTL on "ttl".
#
# Usage: ./migrate-002-create-follows.sh [--sandbox]
set -euo pipefail

PREFIX="peloton-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="peloton-sandbox-"
elif [[ -n "${1:-}" ]]; then
  echo "Usage: $0 [--sandbox]" >&2
  exit 2
fi

FOLLOWS_TABLE="${PREFIX}race-follows"
TEAM_FOLLOWS_TABLE="${PREFIX}team-follows"

aws sts get-caller-identity >/dev/null || {
  echo "No AWS credentials; run 'aws sso login' first." >&2
  exit 1
}

create_follow_table() {
  local table="$1" sort_key="$2"
  if aws dynamodb describe-table --table-name "$table" >/dev/null 2>&1; then
    echo "Table $table already exists, skipping."
    return
  fi
  aws dynamodb create-table --table-name "$table" \
    --attribute-definitions AttributeName=userId,AttributeType=S "AttributeName=$sort_key,AttributeType=S" \
    --key-schema AttributeName=userId,KeyType=HASH "AttributeName=$sort_key,KeyType=RANGE" \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$table"
  aws dynamodb update-time-to-live --table-name "$table" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
  echo "Created $table with TTL on ttl."
}

create_follow_table "$FOLLOWS_TABLE" raceId
create_follow_table "$TEAM_FOLLOWS_TABLE" teamId

echo
echo "Tables ready:"
echo "  $FOLLOWS_TABLE"
echo "  $TEAM_FOLLOWS_TABLE"
echo
echo "Add to .env:"
echo "  TABLE_PREFIX=$PREFIX"
