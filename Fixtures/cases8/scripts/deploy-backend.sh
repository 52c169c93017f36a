#!/usr/bin/env bash
# Builds the backend and pushes the bundle to the live-poll and API Lambdas.
set -euo pipefail

STAGE="${1:-prod}"
cd "$(dirname "$0")/../backend"
npm ci
npm run build
(cd dist && zip -qr ../bundle.zip .)

for fn in "bullpen-api-$STAGE" "bullpen-live-poll-$STAGE"; do
  aws lambda update-function-code --function-name "$fn" --zip-file fileb://bundle.zip >/dev/null
  echo "updated $fn"
done
