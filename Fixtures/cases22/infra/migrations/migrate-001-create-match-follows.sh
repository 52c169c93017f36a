#!/usr/bin/env bash
# Creates the match follows table (who follows which match).
# Usage: ./migrate-001-create-match-follows.sh [--sandbox]
set -euo pipefail

PREFIX="centrepass-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="centrepass-sandbox-"
fi
REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="${PREFIX}match-follows"

echo "Checking AWS credentials..."
aws sts get-caller-identity --output text >/dev/null || { echo "No AWS credentials; run aws sso login first." >&2; exit 1; }

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # matchId-index: the live poller and matchCompleted need every follower of one
  # match; without it we'd Scan the whole follows table on every tick.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"matchId-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl" --region "$REGION"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  MATCH_FOLLOWS_TABLE=$TABLE"
