#!/usr/bin/env bash
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="football-activity-subscriptions"

# userId-index: the unfollow and token-rotation paths look up one user's subscriptions;
# without it they would Scan the whole table on every unfollow.
aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"userId-index","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo "Done."
