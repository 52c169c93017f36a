#!/usr/bin/env bash
# Sends the final-whistle end event, kept on the Lock Screen for 20 minutes.
set -euo pipefail
source "$(dirname "$0")/apns-jwt.sh"

TOKEN="$1"
NOW=$(date +%s)
DISMISS_AT=$((NOW + 20 * 60))

curl --http2 -sS \
  -H "authorization: bearer $APNS_JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: com.creaselax.app.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"dismissal-date\":$DISMISS_AT,\"content-state\":$(cat fixtures/final-state.json)}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
