#!/usr/bin/env bash
# Ends a stuck test activity (used when a QA device keeps a zombie Live Activity).
set -euo pipefail
source "$(dirname "$0")/apns-jwt.sh"

TOKEN="$1"
NOW=$(date +%s)

curl --http2 -sS \
  -H "authorization: bearer $APNS_JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: com.creaselax.app" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"content-state\":$(cat fixtures/final-state.json)}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
