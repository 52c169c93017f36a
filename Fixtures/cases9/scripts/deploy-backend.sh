#!/usr/bin/env bash
# Builds the backend and updates the poller + API Lambdas.
set -euo pipefail

STAGE="${1:-prod}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

aws sts get-caller-identity --output text >/dev/null

pushd "$ROOT/backend" >/dev/null
npm ci
npm run build
(cd dist && zip -qr ../lambda.zip .)
popd >/dev/null

for fn in "fairway-${STAGE}-api" "fairway-${STAGE}-round-poller"; do
  aws lambda update-function-code --function-name "$fn" --zip-file "fileb://$ROOT/backend/lambda.zip" >/dev/null
  aws lambda wait function-updated --function-name "$fn"
  echo "deployed $fn"
done
