#!/usr/bin/env bash
# Feed cursor table: last processed ball per fixture, so the poller resumes after a cold start.
set -euo pipefail

PREFIX="cricket-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="cricket-sandbox-"
TABLE="${PREFIX}feed-cursor"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=fixtureId,AttributeType=S \
    --key-schema AttributeName=fixtureId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Summary: $TABLE ready. Add FEED_CURSOR_TABLE=$TABLE to .env"
