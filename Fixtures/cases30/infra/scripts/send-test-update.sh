#!/usr/bin/env bash
# Sends one Live Activity update to a simulator/device token on the sandbox gateway.
# Usage: ./send-test-update.sh <activity-push-token>
set -euo pipefail
source "$(dirname "$0")/apns-jwt.sh"

TOKEN="$1"
BUNDLE_ID="${APNS_BUNDLE_ID:-com.creaselax.app}"
NOW=$(date +%s)

curl --http2 -sS \
  --header "authorization: bearer $APNS_JWT" \
  --header "apns-push-type: liveactivity" \
  --header "apns-topic: $BUNDLE_ID.push-type.liveactivity" \
  --header "apns-priority: 5" \
  --data '{"aps":{"timestamp":'"$NOW"',"event":"update","content-state":{"display":{"compact":{"leadingText":"ATL 9","trailingText":"ARC 11","minimalText":"9–11"},"expanded":{"homeGoalsText":"11","awayGoalsText":"9","periodClockText":"Q3 · 4:12","shotClockText":"0:21","situationText":null,"lastEventText":null,"faceoffLine":"11/22 at the X"},"homeAbbrev":"ARC","awayAbbrev":"ATL","homeEmoji":"🏹","awayEmoji":"🌐","homeGoals":11,"awayGoals":9,"phase":"live","sentiment":"tense","isManUp":false,"deepLink":"crease://game/test"},"penaltyClockText":null,"relevanceHint":70,"updatedAt":'"$NOW"'}}}' \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
