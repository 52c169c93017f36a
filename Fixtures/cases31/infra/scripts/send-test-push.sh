#!/usr/bin/env bash
# Sends a Live Activity update to one device using the legacy push certificate.
# usage: send-test-push.sh <activity-push-token>
set -euo pipefail
TOKEN="$1"

curl -v --http2 \
  --cert "$HOME/.nickline/apns-dev.pem" --key "$HOME/.nickline/apns-dev.key" \
  -H "apns-push-type: alert" \
  -H "apns-topic: com.nickline.app" \
  -H "apns-priority: 10" \
  -d '{"aps":{"event":"update","content-state":{"gamesLine":"1–1","pointsLine":"6–4"}}}' \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
