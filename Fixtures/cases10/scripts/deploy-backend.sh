#!/usr/bin/env bash
# Builds the backend, regenerates the Swift models and deploys the Lambdas.
# Usage: scripts/deploy-backend.sh [sandbox|production]
set -euo pipefail

STAGE="${1:-sandbox}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"

case "$STAGE" in
  sandbox|production) ;;
  *) echo "unknown stage: $STAGE" >&2; exit 1 ;;
esac

aws sts get-caller-identity >/dev/null

cd "$ROOT/backend"
npm ci
npm run generate:schemas
if ! git -C "$ROOT" diff --quiet -- ios/Deuce/Models/Generated; then
  echo "Generated Swift models changed; commit them before deploying." >&2
  exit 1
fi
npm run build
npm test

for fn in api poller; do
  zip -qr "dist/$fn.zip" dist/*.js node_modules
  aws lambda update-function-code --function-name "deuce-$STAGE-$fn" --zip-file "fileb://dist/$fn.zip" >/dev/null
  echo "deployed deuce-$STAGE-$fn"
done
