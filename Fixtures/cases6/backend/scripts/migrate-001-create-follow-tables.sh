#!/usr/bin/env bash
# migrate-001-create-follow-tables.sh
# Creates the game-follows and activity-subscriptions tables.
#
# Usage: ./scripts/migrate-001-create-follow-tables.sh [--sandbox]
set -euo pipefail

PREFIX="faceoff-"
REGION="${AWS_REGION:-us-east-1}"

for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="faceoff-sandbox-" ;;
    *) echo "Unknown argument: $arg (expected --sandbox)" >&2; exit 1 ;;
  esac
done

echo "Checking AWS credentials..."
if ! aws sts get-caller-identity --query Account --output text >/dev/null; then
  echo "No valid AWS credentials; run 'aws sso login' first." >&2
  exit 1
fi

FOLLOWS_TABLE="${PREFIX}game-follows"
SUBS_TABLE="${PREFIX}activity-subscriptions"

table_exists() {
  aws dynamodb describe-table --table-name "$1" --region "$REGION" >/dev/null 2>&1
}

if table_exists "$FOLLOWS_TABLE"; then
  echo "Table $FOLLOWS_TABLE already exists, skipping."
else
  echo "Creating $FOLLOWS_TABLE..."
  aws dynamodb create-table \
    --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION" >/dev/null
  aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$FOLLOWS_TABLE" \
    --time-to-live-specification "Enabled=true, AttributeName=ttl" --region "$REGION" >/dev/null
fi

if table_exists "$SUBS_TABLE"; then
  echo "Table $SUBS_TABLE already exists, skipping."
else
  echo "Creating $SUBS_TABLE..."
  # byToken GSI: when APNs answers 410 or the app reports a rotated token we only have the
  # token itself, not the gameId partition key, and must find the row without a Scan.
  aws dynamodb create-table \
    --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=token,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH AttributeName=token,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=byToken,KeySchema=[{AttributeName=token,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION" >/dev/null
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$SUBS_TABLE" \
    --time-to-live-specification "Enabled=true, AttributeName=ttl" --region "$REGION" >/dev/null
fi

echo
echo "Done. Tables:"
echo "  $FOLLOWS_TABLE"
echo "  $SUBS_TABLE"
echo
echo "Add to .env:"
echo "  TABLE_PREFIX=$PREFIX"
echo "  FOLLOWS_TABLE=$FOLLOWS_TABLE"
echo "  SUBSCRIPTIONS_TABLE=$SUBS_TABLE"
