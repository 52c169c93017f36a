#!/usr/bin/env bash
# Fires a goal update at a device using the old push certificate (QA iPads still enrolled with it).
set -euo pipefail

TOKEN="$1"
NOW=$(date +%s)

curl --http2 -sS \
  --cert "${APNS_CERT_PATH:-certs/apns-dev.pem}:${APNS_CERT_PASS:-}" \
  --header "apns-push-type: liveactivity" \
  --header "apns-topic: com.creaselax.app.push-type.liveactivity" \
  --header "apns-priority: 10" \
  --data "{\"aps\":{\"timestamp\":$NOW,\"event\":\"update\",\"content-state\":$(cat fixtures/goal-state.json)}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
