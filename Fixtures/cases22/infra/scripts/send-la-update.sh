#!/usr/bin/env bash
# Sends a Live Activity update or end event using token-based (JWT) auth.
# Usage: ./send-la-update.sh <activity-push-token> <update|end> [--urgent]
set -euo pipefail

TOKEN="$1"
EVENT="${2:-update}"
PRIORITY=5
[[ "${3:-}" == "--urgent" ]] && PRIORITY=10
BUNDLE_ID="app.centrepass.ios"
JWT="$(node ../../backend/scripts/printProviderToken.mjs)"
NOW="$(date +%s)"

if [[ "$EVENT" == "end" ]]; then
  PAYLOAD=$(jq -n --argjson ts "$NOW" --argjson dismiss "$((NOW + 1200))" \
    --slurpfile cs payloads/full-time.json \
    '{aps: {timestamp: $ts, event: "end", "content-state": $cs[0], "dismissal-date": $dismiss}}')
else
  PAYLOAD=$(jq -n --argjson ts "$NOW" --slurpfile cs payloads/q3-update.json \
    '{aps: {timestamp: $ts, event: "update", "content-state": $cs[0]}}')
fi

curl --http2 \
  --header "authorization: bearer ${JWT}" \
  --header "apns-push-type: liveactivity" \
  --header "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  --header "apns-priority: ${PRIORITY}" \
  --data "$PAYLOAD" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
