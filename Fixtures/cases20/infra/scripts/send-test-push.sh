#!/usr/bin/env bash
# Sends a test Live Activity update to a device token from the sandbox.
# Usage: ./send-test-push.sh <activity-push-token> [payload.json]
set -euo pipefail

TOKEN="$1"
PAYLOAD="${2:-$(dirname "$0")/fixtures/off-update.json}"
BUNDLE_ID="app.furlong.ios"

curl -sS --http2 \
  --cert "$HOME/.furlong/apns-dev.pem" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 5" \
  --data @"$PAYLOAD" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
