#!/usr/bin/env bash
# migrate-305-add-league-index.sh
set -euo pipefail

PREFIX="crease-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="crease-sandbox-"
GAMES_TABLE="${PREFIX}games"

aws dynamodb update-table \
  --table-name "$GAMES_TABLE" \
  --attribute-definitions AttributeName=league,AttributeType=S AttributeName=startsAt,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"league-startsAt-index","KeySchema":[{"AttributeName":"league","KeyType":"HASH"},{"AttributeName":"startsAt","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}}]'

echo "Index requested on $GAMES_TABLE; no new tables, no .env changes."
