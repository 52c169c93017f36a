#!/usr/bin/env bash
set -euo pipefail

REGION="${AWS_REGION:-eu-west-1}"

aws sts get-caller-identity >/dev/null

if ! aws dynamodb describe-table --table-name puckout-standings --region "$REGION" >/dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name puckout-standings \
    --attribute-definitions AttributeName=competitionId,AttributeType=S AttributeName=groupId,AttributeType=S \
    --key-schema AttributeName=competitionId,KeyType=HASH AttributeName=groupId,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name puckout-standings --region "$REGION"
fi
