#!/usr/bin/env bash
# Pit stop events for the race recap screen.
set -euo pipefail

TABLE="apex-pit-events"

aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1 && { echo "exists"; exit 0; }
aws sts get-caller-identity > /dev/null

aws dynamodb create-table --table-name "$TABLE" \
  --attribute-definitions AttributeName=raceId,AttributeType=S AttributeName=stopId,AttributeType=S \
  --key-schema AttributeName=raceId,KeyType=HASH AttributeName=stopId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TABLE"
