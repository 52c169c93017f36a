#!/usr/bin/env bash
# Creates the matches table (one row per fixture, updated by the live poller).
# Usage: ./migrate-001-create-matches.sh [--sandbox]
set -euo pipefail

PREFIX="puckout-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="puckout-sandbox-"
fi
REGION="${AWS_REGION:-eu-west-1}"
TABLE="${PREFIX}matches"

echo "Checking AWS credentials..."
aws sts get-caller-identity --output text >/dev/null || { echo "AWS credentials not configured"; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # competitionId-startTime-index: the schedule endpoint lists a competition's fixtures in throw-in order;
  # without it every schedule request would scan the whole season.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions \
      AttributeName=matchId,AttributeType=S \
      AttributeName=competitionId,AttributeType=S \
      AttributeName=startTime,AttributeType=N \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --global-secondary-indexes '[{"IndexName":"competitionId-startTime-index","KeySchema":[{"AttributeName":"competitionId","KeyType":"HASH"},{"AttributeName":"startTime","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
  echo "Created $TABLE"
fi

echo ""
echo "Summary"
echo "  table: $TABLE"
echo "Add to .env:"
echo "  MATCHES_TABLE=$TABLE"
