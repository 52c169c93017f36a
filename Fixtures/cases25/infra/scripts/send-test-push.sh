#!/usr/bin/env bash
# Sends a Live Activity update to one device so the widget layout can be
# checked on a real phone.
# Usage: ./send-test-push.sh <activity-push-token> [payload.json]
set -euo pipefail

TOKEN="$1"
PAYLOAD_FILE="${2:-}"
BUNDLE_ID="app.sevenmetre.ios"
HOST="https://api.sandbox.push.apple.com"

if [[ -z "$PAYLOAD_FILE" ]]; then
  PAYLOAD=$(cat <<JSON
{
  "aps": {
    "event": "update",
    "content-state": {
      "scoreline": "24–24",
      "homeGoals": 24,
      "awayGoals": 24,
      "clockLabel": "55:10",
      "halfLabel": "2nd half",
      "lastEvent": "Timeout Denmark",
      "suspensionLabel": null,
      "suspensionEndsAt": null,
      "sentiment": "tight",
      "phase": "second_half",
      "deepLink": "sevenmetre://match/test"
    }
  }
}
JSON
)
else
  PAYLOAD=$(cat "$PAYLOAD_FILE")
fi

curl -v --http2 \
  --cert "$HOME/.apns/sevenmetre-push.pem" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: $BUNDLE_ID" \
  -H "apns-priority: 10" \
  -d "$PAYLOAD" \
  "$HOST/3/device/$TOKEN"
