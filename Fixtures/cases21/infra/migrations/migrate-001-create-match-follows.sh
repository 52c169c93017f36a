#!/usr/bin/env bash
# Creates the match-follows table: which users follow which matches.
# Usage: ./migrate-001-create-match-follows.sh [--sandbox]
set -euo pipefail

PREFIX="behind-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="behind-sandbox-"
fi
TABLE="${PREFIX}match-follows"
REGION="${AWS_REGION:-ap-southeast-2}"

echo "Checking AWS credentials..."
aws sts get-caller-identity --output text >/dev/null

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # matchId-index: the live poller fans out to every follower of a match, which needs
  # a query by matchId; the base key is userId + matchId.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"matchId-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification Enabled=true,AttributeName=ttl --region "$REGION"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  MATCH_FOLLOWS_TABLE=$TABLE"
