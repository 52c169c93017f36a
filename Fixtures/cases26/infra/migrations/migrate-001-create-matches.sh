#!/usr/bin/env bash
# Creates the matches table (fixtures, live scores and display state).
set -euo pipefail

PREFIX="kabaddi-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="kabaddi-sandbox-" ;;
    *) echo "unknown argument: $arg" >&2; exit 1 ;;
  esac
done

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }

TABLE="${PREFIX}matches"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  # status-startTime-index: the live poller queries matches by status ("live") ordered by start time,
  # so it never scans the whole fixture list.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=status,AttributeType=S AttributeName=startTime,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --global-secondary-indexes 'IndexName=status-startTime-index,KeySchema=[{AttributeName=status,KeyType=HASH},{AttributeName=startTime,KeyType=RANGE}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  TABLE_PREFIX=$PREFIX"
