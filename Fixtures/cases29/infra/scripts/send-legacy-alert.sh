#!/usr/bin/env bash
# Old "draw starting soon" alert path for the marketing build. Plain alert push.
set -euo pipefail

DEVICE_TOKEN="$1"
CERT_PATH="${APNS_CERT_PATH:-certs/apns-dev.pem}"

curl --http2 -sS "https://api.sandbox.push.apple.com/3/device/$DEVICE_TOKEN" \
  --cert "$CERT_PATH" \
  -H "apns-push-type: alert" \
  -H "apns-topic: app.buttonline.ios" \
  -H "apns-priority: 5" \
  -d '{"aps":{"alert":{"title":"Draw 9 starts soon","body":"Sweden v Switzerland on sheet C"}}}'
