#!/usr/bin/env bash
# migrate-001: race follows table (user follows a race / runner).
# Usage: ./migrate-001-create-race-follows.sh [--sandbox]
set -euo pipefail

PREFIX="furlong-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="furlong-sandbox-"
fi
TABLE="${PREFIX}race-follows"

echo "Checking AWS credentials..."
aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # raceId-index: the tick job fans out alerts to everyone following a race,
  # which needs a Query by raceId rather than a Scan of every user's follows.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=raceId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=raceId,KeyType=RANGE \
    --global-secondary-indexes 'IndexName=raceId-index,KeySchema=[{AttributeName=raceId,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  RACE_FOLLOWS_TABLE=$TABLE"
