#!/usr/bin/env bash
# Ends a Live Activity from the command line (token auth).
# Usage: send-test-end.sh <activity-push-token>
set -euo pipefail

TOKEN="${1:?activity push token required}"
BUNDLE_ID="app.shortcorner.ios"
JWT=$(node "$(dirname "$0")/make-apns-jwt.mjs")
NOW=$(date +%s)

curl -sS --http2 \
  -H "authorization: bearer ${JWT}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":${NOW},\"event\":\"end\",\"content-state\":{}}}" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
