#!/usr/bin/env bash
# Sends a Live Activity update to one device token using token-based (p8) auth.
# Usage: ./send-test-liveactivity.sh <activity-push-token> [--sandbox]
set -euo pipefail

TOKEN="${1:?activity push token required}"
HOST="api.push.apple.com"
[[ "${2:-}" == "--sandbox" ]] && HOST="api.sandbox.push.apple.com"

: "${APNS_TEAM_ID:?}" "${APNS_KEY_ID:?}" "${APNS_AUTH_KEY_PATH:?}"
BUNDLE_ID="${APNS_BUNDLE_ID:-app.behind.ios}"

b64() { openssl base64 -e -A | tr '+/' '-_' | tr -d '='; }
NOW=$(date +%s)
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | b64)
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$NOW" | b64)
SIG=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -binary -sha256 -sign "$APNS_AUTH_KEY_PATH" | b64)
JWT="$HEADER.$CLAIMS.$SIG"

curl --http2 -sS \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 5" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"update\",\"content-state\":$(cat "$(dirname "$0")/fixtures/live-q3.json")}}" \
  "https://$HOST/3/device/$TOKEN"
echo
