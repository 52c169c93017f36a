#!/usr/bin/env bash
# Team selections (ins, outs, late changes) per match and club.
set -euo pipefail

PREFIX="behind-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="behind-sandbox-"
  echo "Targeting sandbox tables"
fi
TABLE="${PREFIX}selections"
STAMP_TABLE="${PREFIX}selections-announcements"

aws sts get-caller-identity >/dev/null

for T in "$TABLE" "$STAMP_TABLE"; do
  if aws dynamodb describe-table --table-name "$T" >/dev/null 2>&1; then
    echo "$T exists, skipping"
    continue
  fi
  aws dynamodb create-table \
    --table-name "$T" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=teamId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=teamId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$T"
done

echo "Tables: $TABLE, $STAMP_TABLE"
echo ".env: SELECTIONS_TABLE=$TABLE"
echo ".env: SELECTIONS_ANNOUNCEMENTS_TABLE=$STAMP_TABLE"
