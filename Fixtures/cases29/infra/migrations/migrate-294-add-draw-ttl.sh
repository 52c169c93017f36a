#!/usr/bin/env bash
# Migration 294: expire cached games via TTL.
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="buttonline-games"

aws dynamodb update-time-to-live --table-name "$TABLE" \
  --time-to-live-specification "Enabled=true, AttributeName=expiresAt"

echo "TTL enabled on $TABLE (attribute expiresAt). No new tables; no .env changes."
