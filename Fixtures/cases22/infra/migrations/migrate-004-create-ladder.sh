#!/usr/bin/env bash
# Creates the ladder table.
set -euo pipefail

REGION="${AWS_REGION:-ap-southeast-2}"

aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name centrepass-ladder \
  --attribute-definitions AttributeName=competitionSeason,AttributeType=S AttributeName=teamId,AttributeType=S AttributeName=points,AttributeType=N \
  --key-schema AttributeName=competitionSeason,KeyType=HASH AttributeName=teamId,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"points-index","KeySchema":[{"AttributeName":"competitionSeason","KeyType":"HASH"},{"AttributeName":"points","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
  --billing-mode PAY_PER_REQUEST \
  --region "$REGION"

aws dynamodb wait table-exists --table-name centrepass-ladder --region "$REGION"
echo "ladder table ready"
