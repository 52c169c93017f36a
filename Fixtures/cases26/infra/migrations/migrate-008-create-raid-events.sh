#!/usr/bin/env bash
# Raid events table: one row per raid, used for the raid-by-raid timeline.
set -euo pipefail

PREFIX="kabaddi-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="kabaddi-sandbox-"
fi

RAIDS="kabaddi-raid-events"

aws dynamodb create-table \
  --table-name "$RAIDS" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=eventId,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=eventId,KeyType=RANGE || true

echo "Tables: $RAIDS"
echo "Add to .env: RAID_EVENTS_TABLE=$RAIDS (prefix $PREFIX)"
