#!/usr/bin/env bash
# Creates the tournament follows table (USER# / TOURNAMENT# or PLAYER#).
set -euo pipefail

PREFIX="fairway-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="fairway-sandbox-"
fi
FOLLOWS_TABLE="${PREFIX}tournament-follows"
REGION="${AWS_REGION:-us-east-1}"

echo "Checking AWS credentials..."
aws sts get-caller-identity --query Account --output text >/dev/null

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $FOLLOWS_TABLE already exists, skipping."
else
  aws dynamodb create-table --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S \
    --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE" --region "$REGION"
  aws dynamodb update-time-to-live --table-name "$FOLLOWS_TABLE" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl" --region "$REGION"
fi

cat <<SUMMARY

Migration 001 complete.
  Table: $FOLLOWS_TABLE

Add to backend/.env:
  FOLLOWS_TABLE=$FOLLOWS_TABLE
SUMMARY
