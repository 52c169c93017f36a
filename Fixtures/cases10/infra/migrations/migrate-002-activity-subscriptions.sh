#!/usr/bin/env bash
# Migration 002: activity-subscriptions, one row per Live Activity push token.
set -euo pipefail

source "$(dirname "$0")/../lib/migration-helpers.sh"

sandbox=false
[[ "${1:-}" == "--sandbox" ]] && sandbox=true
if $sandbox; then PREFIX="deuce-sandbox-"; else PREFIX="deuce-"; fi

SUBS_TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity >/dev/null || die "AWS credentials missing or expired"

if aws dynamodb describe-table --table-name "$SUBS_TABLE" >/dev/null 2>&1; then
  warn "$SUBS_TABLE exists; nothing to do"
else
  # GSI by-user: unfollow has to find every subscription a user holds for a match
  # without knowing their tokens; querying (userId, matchId) avoids scanning the table.
  aws dynamodb create-table --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=token,AttributeType=S AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"by-user","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"},{"AttributeName":"matchId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE"
  aws dynamodb update-time-to-live --table-name "$SUBS_TABLE" --time-to-live-specification "Enabled=true, AttributeName=ttl"
fi

echo
echo "Migration 002 done. Tables:"
echo "  $SUBS_TABLE"
echo "Add to .env:"
env_line SUBSCRIPTIONS_TABLE "$SUBS_TABLE"
