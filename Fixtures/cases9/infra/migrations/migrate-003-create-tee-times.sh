#!/usr/bin/env bash
set -euo pipefail

TEE_TIMES_TABLE="fairway-tee-times"
REGION="${AWS_REGION:-us-east-1}"

aws dynamodb list-tables --region "$REGION" --output text | grep -q "fairway-" || echo "fresh account"
aws sts get-caller-identity >/dev/null

aws dynamodb create-table --table-name "$TEE_TIMES_TABLE" \
  --attribute-definitions AttributeName=tournamentRound,AttributeType=S AttributeName=groupId,AttributeType=S \
  --key-schema AttributeName=tournamentRound,KeyType=HASH AttributeName=groupId,KeyType=RANGE \
  --billing-mode PROVISIONED \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \
  --region "$REGION"
aws dynamodb wait table-exists --table-name "$TEE_TIMES_TABLE" --region "$REGION"

echo "Done."
