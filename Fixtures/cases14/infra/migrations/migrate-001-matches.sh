#!/usr/bin/env bash
# migrate-001: matches table
set -euo pipefail

PREFIX="sideout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="sideout-sandbox-"
fi

aws sts get-caller-identity > /dev/null || { echo "AWS credentials not configured" >&2; exit 1; }
TABLE="${PREFIX}matches"

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=phase,AttributeType=S AttributeName=matchDay,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST \
    # phase-index: live poller queries live matches; day-index: /schedule by day. Avoids scans.
    --global-secondary-indexes \
      '[{"IndexName":"phase-index","KeySchema":[{"AttributeName":"phase","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}},{"IndexName":"day-index","KeySchema":[{"AttributeName":"matchDay","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]'
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo ""
echo "Summary: ${TABLE} ready (GSIs: phase-index for the live poller, day-index for /schedule)"
echo "Add to .env: MATCHES_TABLE=${TABLE}"
