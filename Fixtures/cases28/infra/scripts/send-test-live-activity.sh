#!/usr/bin/env bash
# Sends a Live Activity update to one activity push token using token-based (JWT) auth.
# Usage: send-test-live-activity.sh <activity-push-token> [--sandbox] [--end]
set -euo pipefail

TOKEN="$1"; shift
HOST="https://api.push.apple.com"
EVENT="update"
for arg in "$@"; do
  case "$arg" in
    --sandbox) HOST="https://api.sandbox.push.apple.com" ;;
    --end) EVENT="end" ;;
  esac
done

: "${APNS_KEY_PATH:?set APNS_KEY_PATH to the .p8 key}"
: "${APNS_KEY_ID:?}" "${APNS_TEAM_ID:?}"

NOW=$(date +%s)
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | openssl base64 -A | tr '+/' '-_' | tr -d '=')
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$NOW" | openssl base64 -A | tr '+/' '-_' | tr -d '=')
SIG=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -binary -sha256 -sign "$APNS_KEY_PATH" | openssl base64 -A | tr '+/' '-_' | tr -d '=')
JWT="$HEADER.$CLAIMS.$SIG"

DISMISSAL=""
if [ "$EVENT" = "end" ]; then
  DISMISSAL=",\"dismissal-date\": $((NOW + 1200))"
fi

curl -sS -v --http2 \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: com.edgeball.app.push-type.liveactivity" \
  -H "apns-priority: 5" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"$EVENT\"$DISMISSAL,\"content-state\":$(cat "$(dirname "$0")/fixtures/content-state.json")}}" \
  "$HOST/3/device/$TOKEN"
