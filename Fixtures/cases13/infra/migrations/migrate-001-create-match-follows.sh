#!/usr/bin/env bash
# Creates the match-follows table (who follows which fixture).
# Usage: ./migrate-001-create-match-follows.sh [--sandbox]
set -euo pipefail

PREFIX="cricket-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="cricket-sandbox-" ;;
    *) echo "unknown argument: $arg" >&2; exit 2 ;;
  esac
done

REGION="${AWS_REGION:-eu-west-2}"
TABLE="${PREFIX}match-follows"

echo "Checking AWS credentials..."
aws sts get-caller-identity --output text --query Account > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
else
  # match-index: lets the nightly abandoned-fixture job find every follower of one match
  # with a Query instead of scanning the whole table.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --region "$REGION" \
    --attribute-definitions \
      AttributeName=pk,AttributeType=S \
      AttributeName=sk,AttributeType=S \
      AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"match-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$TABLE" --region "$REGION" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

cat <<SUMMARY

Done.
  Table: $TABLE (PAY_PER_REQUEST, TTL on 'ttl', GSI match-index)

Add to .env:
  FOLLOWS_TABLE=$TABLE
SUMMARY
