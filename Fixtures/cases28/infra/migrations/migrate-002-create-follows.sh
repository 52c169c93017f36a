#!/usr/bin/env bash
set -euo pipefail

PREFIX="edgeball-"
[ "${1:-}" = "--sandbox" ] && PREFIX="edgeball-sandbox-"
TABLE="${PREFIX}match-follows"

aws dynamodb list-tables --output text > /dev/null
aws sts get-caller-identity > /dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
  --billing-mode PAY_PER_REQUEST

aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo "Created $TABLE"
echo "Add FOLLOWS_TABLE=$TABLE to .env"
