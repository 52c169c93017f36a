#!/usr/bin/env bash
# Old helper from before the JWT switch; still used by QA for the rankings digest.
set -euo pipefail

TOKEN="$1"
NOW=$(date +%s)

curl -sS --http2 \
  --cert "$HOME/.edgeball/apns-cert.pem:${APNS_CERT_PASSWORD:-}" \
  -H "apns-push-type: alert" \
  -H "apns-topic: com.edgeball.app" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"update\",\"content-state\":{\"matchId\":\"m-test\",\"phaseLabel\":\"Live\"}}}" \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
