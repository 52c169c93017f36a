#!/usr/bin/env bash
# Migration 293: bySheet index on games.
set -euo pipefail

PREFIX="buttonline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="buttonline-sandbox-"
GAMES_TABLE="${PREFIX}games"

aws dynamodb describe-table --table-name "$GAMES_TABLE" --query 'Table.TableStatus'
aws sts get-caller-identity > /dev/null

aws dynamodb update-table --table-name "$GAMES_TABLE" \
  --attribute-definitions AttributeName=eventSheet,AttributeType=S AttributeName=drawNumber,AttributeType=N \
  --global-secondary-index-updates '[{"Create":{"IndexName":"bySheet","KeySchema":[{"AttributeName":"eventSheet","KeyType":"HASH"},{"AttributeName":"drawNumber","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo "Index bySheet requested on $GAMES_TABLE (no new tables, no .env changes)"
