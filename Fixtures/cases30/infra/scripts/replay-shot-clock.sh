#!/usr/bin/env bash
# Replays a shot-clock countdown against one activity to eyeball the widget transitions.
set -euo pipefail
source "$(dirname "$0")/apns-jwt.sh"

TOKEN="$1"
for remaining in 30 25 20 15 10 5; do
  curl --http2 -sS \
    --header "authorization: bearer $APNS_JWT" \
    --header "apns-push-type: liveactivity" \
    --header "apns-topic: com.creaselax.app.push-type.liveactivity" \
    --header "apns-priority: 10" \
    --data "{\"aps\":{\"content-state\":$(sed "s/__SHOT__/0:$remaining/" fixtures/shot-clock-state.json)}}" \
    "https://api.sandbox.push.apple.com/3/device/$TOKEN"
  sleep 5
done
