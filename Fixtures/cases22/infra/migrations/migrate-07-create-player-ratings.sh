#!/usr/bin/env bash
# Creates the player ratings table.
set -euo pipefail

REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="centrepass-player-ratings"
if [[ "${1:-}" == "--sandbox" ]]; then
  TABLE="centrepass-sandbox-player-ratings"
fi

aws sts get-caller-identity >/dev/null

if ! aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$TABLE" --region "$REGION"
fi

echo "Done. Tables: $TABLE"
echo "Add to .env: PLAYER_RATINGS_TABLE=$TABLE"
