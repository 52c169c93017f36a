#!/usr/bin/env bash
# Rain delay log: one row per suspension, for the "delays today" screen.
set -euo pipefail

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name breakpoint-rain-delays > /dev/null 2>&1; then
  echo "breakpoint-rain-delays exists, skipping"
  exit 0
fi

aws dynamodb create-table \
  --table-name breakpoint-rain-delays \
  --attribute-definitions AttributeName=tournamentId,AttributeType=S AttributeName=suspendedAt,AttributeType=N \
  --key-schema AttributeName=tournamentId,KeyType=HASH AttributeName=suspendedAt,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name breakpoint-rain-delays
