#!/usr/bin/env bash
# Live Activity push tokens per race.
set -euo pipefail

PREFIX="pitstop-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="pitstop-sandbox-"
TABLE="${PREFIX}activity-subscriptions"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=pushToken,AttributeType=S \
    --key-schema AttributeName=raceId,KeyType=HASH AttributeName=pushToken,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
  aws dynamodb update-time-to-live --table-name "$TABLE" \
    --time-to-live-specification "Enabled=true, AttributeName=ttl"
fi
