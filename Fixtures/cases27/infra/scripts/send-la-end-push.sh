#!/usr/bin/env bash
# Ends a Live Activity on a sandbox device with the final score.
# Usage: send-la-end-push.sh <activity-push-token> <payload-json-file>
set -euo pipefail

TOKEN="$1"
PAYLOAD_FILE="$2"
BUNDLE_ID="app.fivemetres.ios"
JWT=$(node "$(dirname "$0")/make-apns-jwt.mjs")
NOW=$(date +%s)
DISMISS=$((NOW + 1200))

BODY=$(jq --argjson ts "$NOW" --argjson dd "$DISMISS" \
  '{aps: {timestamp: $ts, event: "end", "dismissal-date": $dd, "content-state": .}}' "$PAYLOAD_FILE")

curl -sS \
  --http2 \
  -H "authorization: bearer ${JWT}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 5" \
  -d "$BODY" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
