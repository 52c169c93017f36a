#!/usr/bin/env bash
# Old test script from before the p8 key; still used by QA on the office Mac.
set -euo pipefail

TOKEN="$1"
CERT="${APNS_CERT:-$HOME/.behind/apns-dev.pem}"

curl --http2 -sS \
  --cert "$CERT" \
  -H "apns-push-type: alert" \
  -H "apns-topic: app.behind.ios" \
  -H "apns-priority: 10" \
  -d '{"aps":{"event":"update","content-state":{"display":{"phase":"live"}}}}' \
  "https://api.sandbox.push.apple.com/3/device/$TOKEN"
