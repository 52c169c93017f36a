#!/usr/bin/env bash
# migrate-007: Hawk-Eye challenge log for the Wimbledon pilot.
set -euo pipefail

REGION="${AWS_REGION:-eu-west-2}"
CHALLENGES_TABLE="deuce-challenges"

aws sts get-caller-identity >/dev/null || { echo "no AWS credentials" >&2; exit 1; }

if aws dynamodb describe-table --region "$REGION" --table-name "$CHALLENGES_TABLE" >/dev/null 2>&1; then
  echo "$CHALLENGES_TABLE already exists"
else
  aws dynamodb create-table \
    --region "$REGION" \
    --table-name "$CHALLENGES_TABLE" \
    --attribute-definitions AttributeName=challengeId,AttributeType=S \
    --key-schema AttributeName=challengeId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST >/dev/null
  aws dynamodb wait table-exists --region "$REGION" --table-name "$CHALLENGES_TABLE"
fi
echo "migrate-007 finished"
