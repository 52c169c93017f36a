#!/usr/bin/env bash
# Drops and recreates the sandbox race-follows table between test runs.
set -euo pipefail

TABLE="pitstop-sandbox-race-follows"
aws sts get-caller-identity > /dev/null

aws dynamodb delete-table --table-name "$TABLE" > /dev/null 2>&1 || true
aws dynamodb wait table-not-exists --table-name "$TABLE"
# umpire:disable-next-line migration-idempotent -- the table was deleted on the line above, so this always creates it fresh
aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=raceId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=raceId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"
echo "Sandbox reset: $TABLE"
