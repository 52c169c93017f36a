#!/usr/bin/env bash
# Send a Live Activity update to one activity token (token-based auth).
# Usage: send-test-push.sh <activity-token> [--production]
set -euo pipefail

TOKEN="$1"
HOST="https://api.sandbox.push.apple.com"
[[ "${2:-}" == "--production" ]] && HOST="https://api.push.apple.com"

: "${APNS_KEY_ID:?set APNS_KEY_ID}" "${APNS_TEAM_ID:?set APNS_TEAM_ID}" "${APNS_KEY_PATH:?set APNS_KEY_PATH to the .p8 file}"
BUNDLE_ID="${APNS_BUNDLE_ID:-app.buttonline.ios}"

b64() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
NOW=$(date +%s)
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | b64)
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$NOW" | b64)
SIG=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -sha256 -sign "$APNS_KEY_PATH" -binary | b64)
JWT="$HEADER.$CLAIMS.$SIG"

UPDATE_PAYLOAD=$(cat <<JSON
{
  "aps": {
    "timestamp": $NOW,
    "event": "update",
    "content-state": {
      "headline": "Homan v Hasselborg", "scoreline": "5 – 4", "homeTotal": 5, "awayTotal": 4,
      "endLabel": "End 8 of 8", "hammerSide": "away", "stonesRemaining": 6, "stonesNote": "6 stones left",
      "phase": "live", "sentiment": "tense", "footnote": null,
      "compact": { "leading": "CAN 5", "trailing": "SWE 4", "minimal": "5–4" },
      "expanded": { "home_line": "Homan 5", "away_line": "Hasselborg 4", "center_caption": "End 8 of 8", "power_play_note": null, "last_shot": null }
    }
  }
}
JSON
)

curl --http2 -sS "$HOST/3/device/$TOKEN" \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: $BUNDLE_ID.push-type.liveactivity" \
  -H "apns-priority: 5" \
  -d "$UPDATE_PAYLOAD"
echo
