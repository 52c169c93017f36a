#!/usr/bin/env bash
# Sends a plain alert notification using the p8 signing key (token auth).
# Usage: send-test-alert.sh <device-token>
set -euo pipefail

TOKEN="${1:?device token required}"
BUNDLE_ID="app.shortcorner.ios"
JWT=$(node "$(dirname "$0")/make-apns-jwt.mjs")

curl -sS --http2 \
  -H "authorization: bearer ${JWT}" \
  -H "apns-push-type: alert" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 5" \
  -d '{"aps":{"alert":{"title":"Test alert","body":"Short Corner test push"}}}' \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
