#!/usr/bin/env bash
# Load test: fire N Live Activity updates at one token to watch throttling.
set -euo pipefail

TOKEN="$1"; JWT="$2"; COUNT="${3:-20}"

for i in $(seq 1 "$COUNT"); do
  NOW=$(date +%s)
  curl --http2 -sS "https://api.sandbox.push.apple.com/3/device/$TOKEN" \
    -H "authorization: bearer $JWT" \
    -H "apns-push-type: liveactivity" \
    -H "apns-topic: app.buttonline.ios.push-type.liveactivity" \
    -H "apns-priority: ${APNS_PRIORITY:-10}" \
    -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"update\",\"content-state\":{\"headline\":\"Burst $i\"}}}"
done
