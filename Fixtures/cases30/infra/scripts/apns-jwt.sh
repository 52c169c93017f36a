#!/usr/bin/env bash
# Mints an APNs provider token (ES256) from the .p8 key. Sourced by the send-test-* scripts.
set -euo pipefail

: "${APNS_KEY_ID:?set APNS_KEY_ID}"
: "${APNS_TEAM_ID:?set APNS_TEAM_ID}"
: "${APNS_KEY_PATH:?set APNS_KEY_PATH to the .p8 file}"

b64url() { openssl base64 -e -A | tr '+/' '-_' | tr -d '='; }

header=$(printf '{"alg":"ES256","kid":"%s"}' "$APNS_KEY_ID" | b64url)
claims=$(printf '{"iss":"%s","iat":%d}' "$APNS_TEAM_ID" "$(date +%s)" | b64url)
signature=$(printf '%s.%s' "$header" "$claims" | openssl dgst -sha256 -sign "$APNS_KEY_PATH" -binary | b64url)
export APNS_JWT="$header.$claims.$signature"
