#!/usr/bin/env bash
# Creates the core Maul tables: matches, match follows and activity subscriptions.
# Usage: ./migrate-001-create-core-tables.sh [--sandbox]
set -euo pipefail

PREFIX="maul-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="maul-sandbox-"
fi

echo "Checking AWS credentials..."
aws sts get-caller-identity > /dev/null

MATCHES_TABLE="${PREFIX}matches"
FOLLOWS_TABLE="${PREFIX}match-follows"
SUBSCRIPTIONS_TABLE="${PREFIX}activity-subscriptions"

# create_table NAME [extra create-table args...]
create_table() {
  local name="$1"
  shift
  if aws dynamodb describe-table --table-name "$name" > /dev/null 2>&1; then
    echo "Table $name already exists, skipping"
    return
  fi
  aws dynamodb create-table --table-name "$name" --billing-mode PAY_PER_REQUEST "$@"
  aws dynamodb wait table-exists --table-name "$name"
  echo "Created $name"
}

# isLive-kickoffAt-index: the push job needs every in-play match once a minute; without
# it listLiveMatches would have to Scan the whole season.
create_table "$MATCHES_TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=isLive,AttributeType=N AttributeName=kickoffAt,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH \
  --global-secondary-indexes 'IndexName=isLive-kickoffAt-index,KeySchema=[{AttributeName=isLive,KeyType=HASH},{AttributeName=kickoffAt,KeyType=RANGE}],Projection={ProjectionType=ALL}'

# matchId-userId-index: "who follows match X" for the push job and unfollow cleanup; the
# table key is userId+matchId, so without it that question needs a Scan.
create_table "$FOLLOWS_TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=matchId-userId-index,KeySchema=[{AttributeName=matchId,KeyType=HASH},{AttributeName=userId,KeyType=RANGE}],Projection={ProjectionType=ALL}'

create_table "$SUBSCRIPTIONS_TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE

for table in "$FOLLOWS_TABLE" "$SUBSCRIPTIONS_TABLE"; do
  aws dynamodb update-time-to-live --table-name "$table" \
    --time-to-live-specification "Enabled=true, AttributeName=ttl" > /dev/null
done

echo ""
echo "Done. Tables:"
echo "  $MATCHES_TABLE"
echo "  $FOLLOWS_TABLE"
echo "  $SUBSCRIPTIONS_TABLE"
echo ""
echo "Add to .env:"
echo "  TABLE_PREFIX=$PREFIX"
