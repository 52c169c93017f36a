#!/usr/bin/env bash
# migrate-304-create-faceoff-stats.sh
# Per-specialist faceoff tallies for the FOGO leaderboard.
set -euo pipefail

PREFIX="crease-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="crease-sandbox-"; fi
FACEOFF_TABLE="${PREFIX}faceoff-stats"

aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name "$FACEOFF_TABLE" \
  --attribute-definitions AttributeName=playerId,AttributeType=S AttributeName=season,AttributeType=S \
  --key-schema AttributeName=playerId,KeyType=HASH AttributeName=season,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST || true
aws dynamodb wait table-exists --table-name "$FACEOFF_TABLE"

echo "Tables: $FACEOFF_TABLE"
echo ".env: TABLE_PREFIX=$PREFIX"
