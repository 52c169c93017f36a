#!/usr/bin/env bash
set -euo pipefail

PREFIX="nickline-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="nickline-sandbox-"
PROFILES="${PREFIX}player-profiles"

if aws dynamodb describe-table --table-name "$PROFILES" > /dev/null 2>&1; then
  echo "$PROFILES exists"
  exit 0
fi
aws sts get-caller-identity > /dev/null

aws dynamodb create-table --table-name "$PROFILES" \
  --attribute-definitions AttributeName=playerId,AttributeType=S \
  --key-schema AttributeName=playerId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$PROFILES"

echo "Tables: $PROFILES"
echo "Add to backend/.env: PLAYER_PROFILES_TABLE=$PROFILES"
