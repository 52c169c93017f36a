#!/usr/bin/env bash
# Delivery log for Live Activity pushes, kept 7 days for support tickets.
set -euo pipefail

PREFIX="pitstop-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="pitstop-sandbox-"
fi
TABLE="${PREFIX}push-log"

aws sts get-caller-identity > /dev/null || exit 1

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "$TABLE exists, nothing to do"
else
  # pushToken-index: support looks up "did this device get pushes?" by token;
  # the base table is keyed by raceId so that question would otherwise need a scan.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=sentAt,AttributeType=N AttributeName=pushToken,AttributeType=S \
    --key-schema AttributeName=raceId,KeyType=HASH AttributeName=sentAt,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"pushToken-index","KeySchema":[{"AttributeName":"pushToken","KeyType":"HASH"},{"AttributeName":"sentAt","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Done. Tables: $TABLE"
echo "Add to .env: PUSH_LOG_TABLE=$TABLE"
