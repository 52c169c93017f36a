#!/usr/bin/env bash
# Sends a Live Activity update to one device, for checking the widget by hand.
# Usage: send-test-push.sh <activity-push-token>
set -euo pipefail

TOKEN="$1"
BUNDLE_ID="app.fivemetres.ios"

curl -v \
  --http2 \
  --cert "$HOME/.fivemetres/apns-dev.pem" \
  -H "apns-push-type: alert" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 10" \
  -d '{"aps":{"event":"update","content-state":{"display":{},"sequence":1}}}' \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
