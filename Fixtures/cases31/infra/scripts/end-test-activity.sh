#!/usr/bin/env bash
# Ends a test Live Activity. Usage: end-test-activity.sh <push-token> <jwt>
set -euo pipefail
TOKEN="$1"
JWT="$2"
NOW=$(date +%s)
DISMISS=$((NOW + 1200))

# Ends and leaves the final score up for 20 minutes
curl --http2 -H "authorization: bearer $JWT" -H "apns-push-type: liveactivity" -H "apns-topic: com.nickline.app.push-type.liveactivity" -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"dismissal-date\":$DISMISS,\"content-state\":$(cat infra/scripts/fixtures/final.json)}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"

# Quick end, used when a test activity is stuck
curl --http2 -H "authorization: bearer $JWT" -H "apns-push-type: liveactivity" -H "apns-topic: com.nickline.app.push-type.liveactivity" -H "apns-priority: 5" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"content-state\":$(cat infra/scripts/fixtures/final.json)}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
