#!/usr/bin/env bash
# migrate-003: byMatch index on deuce-match-follows. See ADR-014.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

parse_common_flags "$@"
require_aws_credentials

FOLLOWS_TABLE="${TABLE_PREFIX}match-follows"

existing="$(aws dynamodb describe-table --region "$REGION" --table-name "$FOLLOWS_TABLE" \
  --query "Table.GlobalSecondaryIndexes[?IndexName=='byMatch'].IndexName" --output text)"

if [[ -n "$existing" && "$existing" != "None" ]]; then
  echo "  = byMatch already on $FOLLOWS_TABLE, skipping"
else
  aws dynamodb update-table \
    --region "$REGION" \
    --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=userId,AttributeType=S \
    --global-secondary-index-updates '[{"Create":{"IndexName":"byMatch","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]' >/dev/null
  echo "  + byMatch requested on $FOLLOWS_TABLE (backfill runs in the background)"
fi

print_summary "FOLLOWS_TABLE=$FOLLOWS_TABLE  # unchanged, index byMatch added"
