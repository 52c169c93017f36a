#!/usr/bin/env bash
# Sends a Live Activity update to a device for manual testing.
# Usage: ./send-test-push.sh <activity-push-token> [payload.json]
set -euo pipefail

TOKEN="$1"
PAYLOAD_FILE="${2:-payloads/q3-update.json}"
BUNDLE_ID="app.centrepass.ios"

curl -v \
  --http2 \
  --cert certs/apns-dev.pem:"${APNS_CERT_PASSWORD}" \
  --header "apns-push-type: liveactivity" \
  --header "apns-topic: ${BUNDLE_ID}" \
  --header "apns-priority: 10" \
  --data @"$PAYLOAD_FILE" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
