#!/usr/bin/env bash
# Activity push-token subscriptions, plus the byMatch index on follows.
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
  esac
done
PREFIX=$([[ "$SANDBOX" == true ]] && echo "breakpoint-sandbox-" || echo "breakpoint-")
SUBS_TABLE="${PREFIX}activity-subscriptions"
FOLLOWS_TABLE="${PREFIX}match-follows"

aws sts get-caller-identity --output text > /dev/null

if ! aws dynamodb describe-table --table-name "$SUBS_TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$SUBS_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=pushToken,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SUBS_TABLE"
else
  echo "$SUBS_TABLE exists, skipping create"
fi

# byMatch: ActivityPushJob fans out score updates to every follower of a match;
# the base key is userId-first, so without this index it would need a Scan.
aws dynamodb update-table \
  --table-name "$FOLLOWS_TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S \
  --global-secondary-index-updates \
  '[{"Create":{"IndexName":"byMatch","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

cat <<SUMMARY
Tables: $SUBS_TABLE (new), $FOLLOWS_TABLE (byMatch index added)
.env additions:
  ACTIVITY_SUBSCRIPTIONS_TABLE=$SUBS_TABLE
SUMMARY
