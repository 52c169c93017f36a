#!/usr/bin/env bash
# Ends every Live Activity for a postponed match (frozen pitch, fog). Token-based auth.
# Usage: JWT=... ./send-stale-end.sh <activity-push-token>
set -euo pipefail

TOKEN="${1:?activity push token required}"
BUNDLE_ID="${BUNDLE_ID:-ie.puckout.app}"

curl --http2 \
  -H "authorization: bearer ${JWT:?}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 5" \
  -d "{\"aps\":{\"timestamp\":$(date +%s),\"event\":\"end\",\"content-state\":$(cat "$(dirname "$0")/fixtures/postponed.json")}}" \
  "https://api.push.apple.com/3/device/${TOKEN}"
