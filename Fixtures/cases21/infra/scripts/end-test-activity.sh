#!/usr/bin/env bash
# Ends a test Live Activity with the final score fixture.
set -euo pipefail

TOKEN="${1:?token}"
JWT="${APNS_JWT:?run ./make-apns-jwt.sh first}"
NOW=$(date +%s)

curl --http2 -sS \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: app.behind.ios.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"content-state\":$(cat "$(dirname "$0")/fixtures/final.json")}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
