#!/usr/bin/env bash
set -euo pipefail

CONDUCT="nickline-conduct-log"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$CONDUCT" > /dev/null 2>&1; then
  aws dynamodb create-table --table-name "$CONDUCT" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=warningId,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH AttributeName=warningId,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=2,WriteCapacityUnits=2
  aws dynamodb wait table-exists --table-name "$CONDUCT"
fi

echo "Tables: $CONDUCT"
echo "Add to backend/.env: CONDUCT_TABLE=$CONDUCT"
