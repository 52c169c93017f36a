#!/usr/bin/env bash
# Plain banner alert (goal notification) to a device token.
set -euo pipefail
source "$(dirname "$0")/apns-jwt.sh"

DEVICE_TOKEN="$1"

curl --http2 -sS \
  --header "authorization: bearer $APNS_JWT" \
  --header "apns-push-type: alert" \
  --header "apns-topic: com.creaselax.app" \
  --header "apns-priority: 10" \
  --data '{"aps":{"alert":{"title":"Archers score","body":"T. Okafor from J. Brandt — ATL 9 – 11 ARC"},"sound":"default"}}' \
  "https://api.sandbox.push.apple.com/3/device/$DEVICE_TOKEN"
