#!/usr/bin/env bash
# migrate_309_create_standings.sh
set -euo pipefail

PREFIX="crease-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="crease-sandbox-"
STANDINGS_TABLE="${PREFIX}standings"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$STANDINGS_TABLE" >/dev/null 2>&1; then
  echo "exists: $STANDINGS_TABLE"
else
  aws dynamodb create-table \
    --table-name "$STANDINGS_TABLE" \
    --attribute-definitions AttributeName=league,AttributeType=S AttributeName=teamId,AttributeType=S AttributeName=seed,AttributeType=N \
    --key-schema AttributeName=league,KeyType=HASH AttributeName=teamId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"seed-index","KeySchema":[{"AttributeName":"league","KeyType":"HASH"},{"AttributeName":"seed","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]'
  aws dynamodb wait table-exists --table-name "$STANDINGS_TABLE"
fi

echo "Tables: $STANDINGS_TABLE"
echo "backend/.env: TABLE_PREFIX=$PREFIX"
