#!/usr/bin/env bash
# migrate-002: deuce-activity-subscriptions, one row per Live Activity push token. See ADR-014.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

parse_common_flags "$@"
require_aws_credentials

SUBSCRIPTIONS_TABLE="${TABLE_PREFIX}activity-subscriptions"

# byUser (userId, matchId): account deletion and "sign out everywhere" have to
# find every token a user registered across all matches; the base table is
# keyed by match, so without the index that would be a full Scan.
create_table_if_missing "$SUBSCRIPTIONS_TABLE" \
  '[{"AttributeName":"matchId","AttributeType":"S"},{"AttributeName":"token","AttributeType":"S"},{"AttributeName":"userId","AttributeType":"S"}]' \
  '[{"AttributeName":"matchId","KeyType":"HASH"},{"AttributeName":"token","KeyType":"RANGE"}]' \
  --global-secondary-indexes '[{"IndexName":"byUser","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"},{"AttributeName":"matchId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]'
enable_ttl "$SUBSCRIPTIONS_TABLE"

print_summary "SUBSCRIPTIONS_TABLE=$SUBSCRIPTIONS_TABLE"
