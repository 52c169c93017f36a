#!/usr/bin/env bash
# End a game's Live Activity with the final result.
# Usage: send-end-push.sh <activity-token> <jwt>
set -euo pipefail

TOKEN="$1"
JWT="$2"
BUNDLE_ID="${APNS_BUNDLE_ID:-app.buttonline.ios}"
NOW=$(date +%s)

END_PAYLOAD=$(cat <<JSON
{
  "aps": {
    "timestamp": $NOW,
    "event": "end",
    "content-state": {
      "headline": "Homan v Hasselborg", "scoreline": "7 – 5", "homeTotal": 7, "awayTotal": 5,
      "endLabel": "Final", "hammerSide": "home", "stonesRemaining": 0, "stonesNote": "",
      "phase": "final", "sentiment": "neutral", "footnote": "Homan win the Masters",
      "compact": { "leading": "CAN 7", "trailing": "SWE 5", "minimal": "7–5" },
      "expanded": { "home_line": "Homan 7", "away_line": "Hasselborg 5", "center_caption": "Final", "power_play_note": null, "last_shot": null }
    }
  }
}
JSON
)

# The final result is time-sensitive: fans are waiting on it, so priority 10.
curl --http2 -sS "https://api.sandbox.push.apple.com/3/device/$TOKEN" \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: $BUNDLE_ID" \
  -H "apns-priority: 10" \
  -d "$END_PAYLOAD"
