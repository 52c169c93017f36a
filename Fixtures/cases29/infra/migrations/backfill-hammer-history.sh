#!/usr/bin/env bash
# One-off: copy opening-hammer data (LSD winners) into the games table.
set -euo pipefail

PREFIX="buttonline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="buttonline-sandbox-"
GAMES_TABLE="${PREFIX}games"

aws dynamodb scan --table-name "$GAMES_TABLE" --projection-expression gameId --output json > /tmp/games.json
jq -r '.Items[].gameId.S' /tmp/games.json | while read -r game_id; do
  aws dynamodb update-item --table-name "$GAMES_TABLE" \
    --key "{\"gameId\":{\"S\":\"$game_id\"}}" \
    --update-expression "SET openingHammer = if_not_exists(openingHammer, :h)" \
    --expression-attribute-values '{":h":{"S":"home"}}'
done

echo "Backfilled $GAMES_TABLE. No new tables; no .env changes."
