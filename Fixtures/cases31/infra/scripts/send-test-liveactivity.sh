#!/usr/bin/env bash
# Token-based Live Activity test push. Usage: send-test-liveactivity.sh [--sandbox] <push-token> [update|game-end]
set -euo pipefail

HOST="https://api.push.apple.com"
if [[ "${1:-}" == "--sandbox" ]]; then HOST="https://api.sandbox.push.apple.com"; shift; fi
TOKEN="$1"
KIND="${2:-update}"

aws sts get-caller-identity > /dev/null
P8=$(aws secretsmanager get-secret-value --secret-id nickline/apns-key --query SecretString --output text)
JWT=$(node ./infra/scripts/lib/sign-apns-jwt.mjs "$P8")
NOW=$(date +%s)
PRIORITY=5
[[ "$KIND" == "game-end" ]] && PRIORITY=10

curl --http2 \
  -H "authorization: bearer $JWT" \
  -H "apns-push-type: liveactivity" \
  -H "apns-topic: com.nickline.app.push-type.liveactivity" \
  -H "apns-priority: $PRIORITY" \
  -d "{\"aps\":{\"timestamp\":$NOW,\"event\":\"update\",\"content-state\":$(cat infra/scripts/fixtures/tie-break.json)}}" \
  "$HOST/3/device/$TOKEN"
