#!/usr/bin/env bash
# migrate-304-create-penalty-log.sh
# Penalty log: one row per flag, so releases can be matched to the penalty that caused them.
set -euo pipefail

PREFIX="crease-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="crease-sandbox-"
PENALTY_TABLE="${PREFIX}penalty-log"

aws dynamodb list-tables --query 'TableNames' --output text
aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name "$PENALTY_TABLE" \
  --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=feedId,AttributeType=S \
  --key-schema AttributeName=gameId,KeyType=HASH AttributeName=feedId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$PENALTY_TABLE"
aws dynamodb update-time-to-live --table-name "$PENALTY_TABLE" --time-to-live-specification "Enabled=true,AttributeName=expiresAt"
