#!/usr/bin/env bash
# Creates the match follows table with TTL on the ttl attribute.
set -euo pipefail

PREFIX="puckout-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="puckout-sandbox-" ;;
    *) echo "Unknown argument: $arg"; exit 1 ;;
  esac
done
REGION="${AWS_REGION:-eu-west-1}"
FOLLOWS="${PREFIX}match-follows"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$FOLLOWS" --region "$REGION" >/dev/null 2>&1; then
  echo "$FOLLOWS exists, skipping create"
else
  aws dynamodb create-table \
    --table-name "$FOLLOWS" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"matchId-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$FOLLOWS" --region "$REGION"
fi

aws dynamodb update-time-to-live \
  --table-name "$FOLLOWS" \
  --time-to-live-specification "Enabled=true, AttributeName=ttl" \
  --region "$REGION" >/dev/null 2>&1 || echo "TTL already enabled on $FOLLOWS"

cat <<SUMMARY

Done.
  Tables: $FOLLOWS (TTL on ttl)
  .env:   FOLLOWS_TABLE=$FOLLOWS
SUMMARY
