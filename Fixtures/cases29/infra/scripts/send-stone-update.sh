#!/usr/bin/env bash
# Replays one stone from the ice-level feed to a test activity.
set -euo pipefail

TOKEN="$1"
JWT="$2"
STONE_PAYLOAD='{"aps":{"event":"update","content-state":{"headline":"Mouat v Retornaz","scoreline":"2 – 1","homeTotal":2,"awayTotal":1,"endLabel":"End 4 of 10","hammerSide":"home","stonesRemaining":9,"stonesNote":"9 stones left","phase":"live","sentiment":"neutral","footnote":null,"compact":{"leading":"SCO 2","trailing":"ITA 1","minimal":"2–1"},"expanded":{"home_line":"Mouat 2","away_line":"Retornaz 1","center_caption":"End 4","power_play_note":null,"last_shot":null}}}}'

curl --http2 -sS "https://api.sandbox.push.apple.com/3/device/$TOKEN" \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: background" \
  -H "apns-topic: app.buttonline.ios.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "$STONE_PAYLOAD"
