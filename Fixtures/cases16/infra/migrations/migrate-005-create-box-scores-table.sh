#!/usr/bin/env bash
set -euo pipefail

PREFIX="${TABLE_PREFIX:-shotclock-}"
TABLE="${PREFIX}box-scores"
SNAPSHOT_TABLE="${PREFIX}box-score-snapshots"

aws sts get-caller-identity > /dev/null

if ! aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  aws dynamodb create-table --table-name "$TABLE" \
    --attribute-definitions AttributeName=gameId,AttributeType=S AttributeName=playerId,AttributeType=S \
    --key-schema AttributeName=gameId,KeyType=HASH AttributeName=playerId,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"player-index","KeySchema":[{"AttributeName":"playerId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SNAPSHOT_TABLE"
fi

aws dynamodb create-table --table-name "$SNAPSHOT_TABLE" \
  --attribute-definitions AttributeName=gameId,AttributeType=S \
  --key-schema AttributeName=gameId,KeyType=HASH \
  --provisioned-throughput ReadCapacityUnits=1,WriteCapacityUnits=1
