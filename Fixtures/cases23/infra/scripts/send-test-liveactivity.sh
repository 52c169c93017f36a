#!/usr/bin/env bash
# Sends one Live Activity update to a device for manual testing.
# Usage: send-test-liveactivity.sh <activity-push-token> [--end]
set -euo pipefail

TOKEN="${1:?activity push token required}"
EVENT="update"
[[ "${2:-}" == "--end" ]] && EVENT="end"

BUNDLE_ID="app.shortcorner.ios"
NOW=$(date +%s)

PAYLOAD=$(cat <<JSON
{
  "aps": {
    "timestamp": $NOW,
    "event": "$EVENT",
    "content-state": {
      "matchId": "fih-pl-2026-ned-bel-m",
      "phase": "live",
      "homeCode": "NED", "awayCode": "BEL",
      "homeFlag": "🇳🇱", "awayFlag": "🇧🇪",
      "homeScore": 2, "awayScore": 1,
      "scoreText": "2–1",
      "clockText": "38:12",
      "periodText": "Q3",
      "statusText": "Netherlands lead by 1",
      "cornersText": "PCs 1/4 — 1/3",
      "cardsText": null,
      "lastEventText": "Goal — Jansen, drag flick from a PC",
      "sentiment": "tense",
      "periodEndsAt": null,
      "updatedAt": "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    }
  }
}
JSON
)

curl -sS --http2 \
  --cert "${APNS_CERT_PATH:-certs/shortcorner-push.pem}" \
  --key "${APNS_CERT_KEY_PATH:-certs/shortcorner-push.key}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "$PAYLOAD" \
  "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
