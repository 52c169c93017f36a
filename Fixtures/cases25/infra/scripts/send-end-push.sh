#!/usr/bin/env bash
# Ends a Live Activity through APNs with a final state and a 20 minute
# dismissal window. Token-based auth: needs APNS_KEY_ID, APNS_TEAM_ID and
# the .p8 key at APNS_KEY_PATH.
set -euo pipefail

TOKEN="$1"
BUNDLE_ID="app.sevenmetre.ios"
HOST="${APNS_HOST:-https://api.sandbox.push.apple.com}"
NOW=$(date +%s)
DISMISS=$((NOW + 20 * 60))

b64url() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
HEADER=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | b64url)
CLAIMS=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$NOW" | b64url)
SIG=$(printf '%s.%s' "$HEADER" "$CLAIMS" | openssl dgst -binary -sha256 -sign "$APNS_KEY_PATH" | b64url)
JWT="$HEADER.$CLAIMS.$SIG"

curl --http2 \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: $BUNDLE_ID.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"end\",\"dismissal-date\":$DISMISS,\"content-state\":{\"scoreline\":\"31–30\",\"homeGoals\":31,\"awayGoals\":30,\"clockLabel\":\"FT\",\"halfLabel\":\"Full time\",\"lastEvent\":\"Denmark through to the final\",\"suspensionLabel\":null,\"suspensionEndsAt\":null,\"sentiment\":\"tight\",\"phase\":\"completed\",\"deepLink\":\"sevenmetre://match/test\"}}}" \
  "$HOST/3/device/$TOKEN"
