#!/usr/bin/env bash
set -euo pipefail

PREFIX="shotclock-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="shotclock-sandbox-"; fi
TABLE="${PREFIX}follows"

aws sts get-caller-identity > /dev/null

aws dynamodb update-table --table-name "$TABLE" \
  --attribute-definitions AttributeName=gameId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"game-index","KeySchema":[{"AttributeName":"gameId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo "Updated $TABLE: added game-index. No .env changes."
