#!/usr/bin/env bash
# Tournament calendar table; read through a 10-minute cache.
set -euo pipefail

PREFIX="breakpoint-"
if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="breakpoint-sandbox-"; fi
TOURNAMENTS_TABLE="${PREFIX}tournaments"

aws dynamodb list-tables --output text > /dev/null
aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name "$TOURNAMENTS_TABLE" \
  --attribute-definitions AttributeName=tournamentId,AttributeType=S \
  --key-schema AttributeName=tournamentId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST

echo "Tables: $TOURNAMENTS_TABLE"
echo ".env: TOURNAMENTS_TABLE=$TOURNAMENTS_TABLE"
