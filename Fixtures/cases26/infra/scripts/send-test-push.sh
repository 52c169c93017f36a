#!/usr/bin/env bash
# Sends a Live Activity update to one activity push token (sandbox APNs) for manual testing.
# Usage: send-test-push.sh <activity-push-token> [update|end]
set -euo pipefail

TOKEN="${1:?activity push token required}"
EVENT="${2:-update}"
: "${APNS_TEAM_ID:?}" "${APNS_KEY_ID:?}" "${APNS_KEY_PATH:?}"
BUNDLE_ID="${APNS_BUNDLE_ID:-app.doordie.ios}"
HOST="https://api.sandbox.push.apple.com"

b64url() { openssl base64 -e -A | tr '+/' '-_' | tr -d '='; }

NOW=$(date +%s)
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | b64url)
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$NOW" | b64url)
SIGNATURE=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -binary -sha256 -sign "$APNS_KEY_PATH" | b64url)
JWT="$HEADER.$CLAIMS.$SIGNATURE"

if [[ "$EVENT" == "end" ]]; then
  DISMISS=$((NOW + 20 * 60))
  PAYLOAD=$(cat <<JSON
{"aps":{"timestamp":$NOW,"event":"end","dismissal-date":$DISMISS,"content-state":{"homeScoreText":"42","awayScoreText":"38","halfText":"Full time","statusText":"PAT won by 4","lastEventText":"Patna hold on in the last raid","raidClockEndsAt":null,"sentiment":"neutral","isFinal":true}}}
JSON
)
  PRIORITY=10
else
  PAYLOAD=$(cat <<JSON
{"aps":{"timestamp":$NOW,"event":"update","content-state":{"homeScoreText":"31","awayScoreText":"27","halfText":"2nd half · 12' left","statusText":"Live","lastEventText":"Do-or-die raid — Bharat empty-handed","raidClockEndsAt":$((NOW + 30)),"sentiment":"tense","isFinal":false}}}
JSON
)
  PRIORITY=5
fi

curl --http2 -sS \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: $BUNDLE_ID.push-type.liveactivity" \
  -H "apns-priority: $PRIORITY" \
  -d "$PAYLOAD" \
  "$HOST/3/device/$TOKEN"
echo
