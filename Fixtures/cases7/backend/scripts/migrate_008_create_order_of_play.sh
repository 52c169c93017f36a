#!/usr/bin/env bash
# migrate-008: deuce-court-activities, one row per order-of-play Live Activity token. See ADR-017.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

parse_common_flags "$@"
require_aws_credentials

COURT_ACTIVITIES_TABLE="${TABLE_PREFIX}court-activities"

create_table_if_missing "$COURT_ACTIVITIES_TABLE" \
  '[{"AttributeName":"courtId","AttributeType":"S"},{"AttributeName":"token","AttributeType":"S"},{"AttributeName":"tournamentId","AttributeType":"S"}]' \
  '[{"AttributeName":"courtId","KeyType":"HASH"},{"AttributeName":"token","KeyType":"RANGE"}]' \
  --global-secondary-indexes '[{"IndexName":"byTournament","KeySchema":[{"AttributeName":"tournamentId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]'
enable_ttl "$COURT_ACTIVITIES_TABLE"

print_summary "COURT_ACTIVITIES_TABLE=$COURT_ACTIVITIES_TABLE"
