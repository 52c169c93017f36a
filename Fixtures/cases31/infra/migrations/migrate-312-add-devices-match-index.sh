#!/usr/bin/env bash
set -euo pipefail

PREFIX="nickline-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="nickline-sandbox-"; fi
DEVICES="${PREFIX}devices"

aws sts get-caller-identity > /dev/null

aws dynamodb update-table --table-name "$DEVICES" \
  --attribute-definitions AttributeName=primaryMatchId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"byPrimaryMatch","KeySchema":[{"AttributeName":"primaryMatchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Updated: $DEVICES (index byPrimaryMatch)"
echo "No .env changes"
