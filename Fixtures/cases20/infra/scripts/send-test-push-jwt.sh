#!/usr/bin/env bash
# Same as send-test-push.sh but with a provider token (what production uses).
# Usage: APNS_JWT=... ./send-test-push-jwt.sh <activity-push-token> [payload.json]
set -euo pipefail

TOKEN="$1"
PAYLOAD="${2:-$(dirname "$0")/fixtures/off-update.json}"
BUNDLE_ID="app.furlong.ios"

curl -sS --http2 \
  -H "authorization: bearer ${APNS_JWT}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 10" \
  --data @"$PAYLOAD" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
