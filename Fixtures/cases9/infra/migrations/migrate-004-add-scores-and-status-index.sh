#!/usr/bin/env bash
# Hole-by-hole scores table, and a status index on tournaments.
# Usage: migrate-004-add-scores-and-status-index.sh [--sandbox]; needs aws dynamodb permissions.
# Re-runnable: create-table is skipped when the table exists.
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
  esac
done
if $SANDBOX; then PREFIX="fairway-sandbox-"; else PREFIX="fairway-"; fi
SCORES_TABLE="${PREFIX}hole-scores"
TOURNAMENTS_TABLE="${PREFIX}tournaments"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$SCORES_TABLE" >/dev/null 2>&1; then
  echo "$SCORES_TABLE exists, skipping create"
else
  aws dynamodb create-table --table-name "$SCORES_TABLE" \
    --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S \
    --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SCORES_TABLE"
fi

# byStatus: the poller lists live tournaments every 30s; a Scan with a filter
# reads the whole season calendar each time. Query on status=live instead.
aws dynamodb update-table --table-name "$TOURNAMENTS_TABLE" \
  --attribute-definitions AttributeName=status,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"byStatus","KeySchema":[{"AttributeName":"status","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

aws dynamodb update-table --table-name "$SCORES_TABLE" \
  --attribute-definitions AttributeName=playerId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"byPlayer","KeySchema":[{"AttributeName":"playerId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}}]'

echo ""
echo "Migration 004 summary"
echo "  Tables: $SCORES_TABLE (new), $TOURNAMENTS_TABLE (byStatus, byPlayer on scores)"
echo "  .env additions: SCORES_TABLE=$SCORES_TABLE"
