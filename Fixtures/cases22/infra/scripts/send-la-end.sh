#!/usr/bin/env bash
# Ends a Live Activity at full time for manual testing.
# Usage: ./send-la-end.sh <activity-push-token>
set -euo pipefail

TOKEN="$1"
BUNDLE_ID="app.centrepass.ios"
JWT="$(node ../../backend/scripts/printProviderToken.mjs)"

curl --http2 \
  --header "authorization: bearer ${JWT}" \
  --header "apns-push-type: liveactivity" \
  --header "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  --header "apns-priority: 10" \
  --data '{"aps":{"timestamp":'"$(date +%s)"',"event":"end","content-state":{"displayState":{}}}}' \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
