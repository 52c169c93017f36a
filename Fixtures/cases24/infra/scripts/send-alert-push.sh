#!/usr/bin/env bash
# Sends an ordinary alert notification (goal, card) to a device token with token-based auth.
# Usage: JWT=... ./send-alert-push.sh <device-token> [--sandbox]
set -euo pipefail

TOKEN="${1:?device token required}"
HOST="api.push.apple.com"
[[ "${2:-}" == "--sandbox" ]] && HOST="api.sandbox.push.apple.com"
BUNDLE_ID="${BUNDLE_ID:-ie.puckout.app}"

curl --http2 \
  -H "authorization: bearer ${JWT:?set JWT from send-end-push.sh helper}" \
  -H "apns-push-type: alert" \
  -H "apns-topic: ${BUNDLE_ID}" \
  -H "apns-priority: 10" \
  -d '{"aps":{"alert":{"title":"Goal — Cork","body":"Patrick Horgan, 1-12 v 0-14"},"interruption-level":"time-sensitive"}}' \
  "https://${HOST}/3/device/${TOKEN}"
