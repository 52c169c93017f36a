#!/usr/bin/env bash
# Migration 006: cache for computed head-to-head records (rebuilt nightly).
set -euo pipefail

source "$(dirname "$0")/../lib/migration-helpers.sh"

if aws dynamodb describe-table --table-name deuce-head-to-head >/dev/null 2>&1; then
  log "deuce-head-to-head already exists"
  exit 0
fi

aws dynamodb create-table --table-name deuce-head-to-head \
  --attribute-definitions AttributeName=pairId,AttributeType=S \
  --key-schema AttributeName=pairId,KeyType=HASH \
  --provisioned-throughput ReadCapacityUnits=2,WriteCapacityUnits=1
aws dynamodb wait table-exists --table-name deuce-rankings
aws dynamodb update-time-to-live --table-name deuce-head-to-head --time-to-live-specification "Enabled=true, AttributeName=expiresAt"

log "head-to-head cache ready"
