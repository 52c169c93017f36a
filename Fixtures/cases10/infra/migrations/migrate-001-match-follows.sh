#!/usr/bin/env bash
# Migration 001: match-follows table, one row per (userId, matchId).
# Usage: infra/migrations/migrate-001-match-follows.sh [--sandbox]
set -euo pipefail

source "$(dirname "$0")/../lib/migration-helpers.sh"

PREFIX="deuce-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="deuce-sandbox-" ;;
    *) die "unknown argument: $arg" ;;
  esac
done

FOLLOWS_TABLE="${PREFIX}match-follows"

log "Checking AWS credentials"
aws sts get-caller-identity --query Account --output text >/dev/null || die "no AWS credentials; run 'aws sso login' first"

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" >/dev/null 2>&1; then
  log "$FOLLOWS_TABLE already exists, skipping"
else
  log "Creating $FOLLOWS_TABLE"
  # by-match: the poller and admin tools list every follower of a match when it
  # finishes (to extend TTLs) or is withdrawn; without it that is a full Scan.
  aws dynamodb create-table --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"by-match","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"},{"AttributeName":"userId","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE"
  aws dynamodb update-time-to-live --table-name "$FOLLOWS_TABLE" \
    --time-to-live-specification "Enabled=true, AttributeName=ttl"
fi

cat <<SUMMARY

Migration 001 complete.
  Table: $FOLLOWS_TABLE

Add to .env:
$(env_line FOLLOWS_TABLE "$FOLLOWS_TABLE")
SUMMARY
