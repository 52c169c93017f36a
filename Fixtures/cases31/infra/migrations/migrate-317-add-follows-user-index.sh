#!/usr/bin/env bash
set -euo pipefail

PREFIX="nickline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="nickline-sandbox-"
FOLLOWS="${PREFIX}match-follows"

aws sts get-caller-identity > /dev/null

# byUserCreated backs GET /user/follows so the app can resync followed matches after a crash
aws dynamodb update-table --table-name "$FOLLOWS" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=createdAt,AttributeType=N \
  --global-secondary-index-updates '[{"Create":{"IndexName":"byUserCreated","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"},{"AttributeName":"createdAt","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo "Updated: $FOLLOWS (index byUserCreated)"
echo "No .env additions needed"
