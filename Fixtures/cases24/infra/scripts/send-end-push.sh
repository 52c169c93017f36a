#!/usr/bin/env bash
# Ends a Live Activity with the final score, using token-based auth (.p8 key).
# Usage: ./send-end-push.sh <activity-push-token> [--sandbox]
set -euo pipefail

TOKEN="${1:?activity push token required}"
HOST="api.push.apple.com"
[[ "${2:-}" == "--sandbox" ]] && HOST="api.sandbox.push.apple.com"
BUNDLE_ID="${BUNDLE_ID:-ie.puckout.app}"
KEY_ID="${APNS_KEY_ID:?}"
TEAM_ID="${APNS_TEAM_ID:?}"
P8="${APNS_AUTH_KEY_P8:?path to AuthKey.p8}"

b64() { openssl base64 -e -A | tr -- '+/' '-_' | tr -d '='; }
NOW=$(date +%s)
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$KEY_ID" | b64)
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$TEAM_ID" "$NOW" | b64)
SIGNATURE=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -binary -sha256 -sign "$P8" | b64)
JWT="${HEADER}.${CLAIMS}.${SIGNATURE}"

DISMISS_AT=$((NOW + 20 * 60))
PAYLOAD=$(printf '{"aps":{"timestamp":%d,"event":"end","dismissal-date":%d,"content-state":%s}}' \
  "$NOW" "$DISMISS_AT" "$(cat "$(dirname "$0")/fixtures/full-time.json")")

curl --http2 \
  -H "authorization: bearer ${JWT}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 5" \
  -d "$PAYLOAD" \
  "https://${HOST}/3/device/${TOKEN}"
