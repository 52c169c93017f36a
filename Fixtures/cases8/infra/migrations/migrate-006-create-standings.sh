#!/usr/bin/env bash
# Creates the standings table (one row per club, rewritten after each final).
set -euo pipefail

aws sts get-caller-identity >/dev/null

STANDINGS_TABLE="bullpen-standings"

aws dynamodb create-table \
  --table-name "$STANDINGS_TABLE" \
  --attribute-definitions AttributeName=teamId,AttributeType=S \
  --key-schema AttributeName=teamId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST

aws dynamodb wait table-exists --table-name "$STANDINGS_TABLE"
