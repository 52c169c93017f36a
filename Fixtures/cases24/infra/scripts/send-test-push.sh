#!/usr/bin/env bash
# Sends a Live Activity update to one device for manual testing.
# Usage: ./send-test-push.sh <activity-push-token> [--sandbox]
set -euo pipefail

TOKEN="${1:?activity push token required}"
HOST="api.push.apple.com"
[[ "${2:-}" == "--sandbox" ]] && HOST="api.sandbox.push.apple.com"
BUNDLE_ID="${BUNDLE_ID:-ie.puckout.app}"

TIMESTAMP=$(date +%s)
PAYLOAD=$(cat <<JSON
{
  "aps": {
    "timestamp": ${TIMESTAMP},
    "event": "update",
    "content-state": $(cat "$(dirname "$0")/fixtures/second-half.json")
  }
}
JSON
)

curl --http2 \
  --cert "${APNS_CERT:-certs/puckout-push.pem}" \
  --key "${APNS_KEY:-certs/puckout-push.key}" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: ${BUNDLE_ID}.push-type.liveactivity" \
  -H "apns-priority: 10" \
  -d "$PAYLOAD" \
  "https://${HOST}/3/device/${TOKEN}"
