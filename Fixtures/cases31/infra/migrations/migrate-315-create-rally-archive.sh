#!/usr/bin/env bash
# Archive of rally-by-rally data for finished matches (read by the stats screen).
set -euo pipefail

PREFIX="nickline-"
case "${1:-}" in
  --sandbox) PREFIX="nickline-sandbox-" ;;
esac
ARCHIVE="${PREFIX}rally-archive"
STATS="${PREFIX}rally-stats"

aws sts get-caller-identity > /dev/null

create_if_missing() {
  local name="$1" key="$2"
  if aws dynamodb describe-table --table-name "$name" > /dev/null 2>&1; then
    echo "$name exists"
    return
  fi
  aws dynamodb create-table --table-name "$name" \
    --attribute-definitions AttributeName="$key",AttributeType=S \
    --key-schema AttributeName="$key",KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$name"
}

create_if_missing "$ARCHIVE" matchId
create_if_missing "$STATS" playerId

echo "Tables: $ARCHIVE, $STATS"
echo "Add to backend/.env:"
echo "  RALLY_ARCHIVE_TABLE=$ARCHIVE"
echo "  RALLY_STATS_TABLE=$STATS"
