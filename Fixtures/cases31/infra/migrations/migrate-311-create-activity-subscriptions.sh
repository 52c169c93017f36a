#!/usr/bin/env bash
# Creates the activity-subscriptions table (Live Activity push tokens per match).
set -euo pipefail

usage() {
  echo "usage: $0 [--sandbox]"
  echo "runs aws dynamodb create-table for the subscriptions table"
}

check_existing() {
  aws dynamodb describe-table --table-name "$1" > /dev/null 2>&1
}

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
    -h|--help) usage; exit 0 ;;
  esac
done
PREFIX=$([[ "$SANDBOX" == true ]] && echo "nickline-sandbox-" || echo "nickline-")
SUBS_TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity --query Account --output text > /dev/null

if check_existing "$SUBS_TABLE"; then
  echo "$SUBS_TABLE exists, nothing to do"
else
  # byUserId lets GET /user/follows and unfollow cleanup find a user's tokens without a Scan
  aws dynamodb create-table --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=tokenId,AttributeType=S AttributeName=userId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=tokenId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"byUserId","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE"
fi

cat <<SUMMARY
Created or verified:
  - $SUBS_TABLE
Add to backend/.env:
  SUBSCRIPTIONS_TABLE=$SUBS_TABLE
SUMMARY
