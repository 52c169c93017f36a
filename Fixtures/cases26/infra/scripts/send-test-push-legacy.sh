#!/usr/bin/env bash
# Old test script kept for the QA team's devices; sends a score update to a Live Activity token.
set -euo pipefail

TOKEN="$1"
BUNDLE_ID="app.doordie.ios"

curl --http2 -sS \
  --cert "${APNS_CERT:-./certs/doordie-push.pem}" \
  --key "${APNS_CERT_KEY:-./certs/doordie-push.key}" \
  -H "apns-push-type: alert" \
  -H "apns-topic: $BUNDLE_ID" \
  -H "apns-priority: 10" \
  -d '{"aps":{"event":"update","content-state":{"homeScoreText":"12","awayScoreText":"9","halfText":"1st half","statusText":"Live","lastEventText":"Raid in progress","raidClockEndsAt":null,"sentiment":"neutral","isFinal":false}}}' \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
