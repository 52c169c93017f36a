#!/usr/bin/env bash
# migrate-004: stage results and standings snapshots.
#
# Usage: ./migrate-004-create-stage-results.sh [--sandbox]
set -euo pipefail

PREFIX="peloton-"
for arg in "$@"; do
  [[ "$arg" == "--sandbox" ]] && PREFIX="peloton-sandbox-"
done

RESULTS_TABLE="${PREFIX}stage-results"
SNAPSHOTS_TABLE="${PREFIX}live-snapshots"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$RESULTS_TABLE" >/dev/null 2>&1; then
  echo "$RESULTS_TABLE exists, skipping."
else
  aws dynamodb create-table --table-name "$RESULTS_TABLE" \
    --attribute-definitions AttributeName=stageId,AttributeType=S AttributeName=riderId,AttributeType=S \
    --key-schema AttributeName=stageId,KeyType=HASH AttributeName=riderId,KeyType=RANGE \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=25
  aws dynamodb wait table-exists --table-name "$RESULTS_TABLE"
fi

if aws dynamodb describe-table --table-name "$SNAPSHOTS_TABLE" >/dev/null 2>&1; then
  echo "$SNAPSHOTS_TABLE exists, skipping."
else
  aws dynamodb create-table --table-name "$SNAPSHOTS_TABLE" \
    --attribute-definitions AttributeName=stageId,AttributeType=S \
    --key-schema AttributeName=stageId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$SNAPSHOTS_TABLE"
fi

echo "Created/verified: $RESULTS_TABLE, $SNAPSHOTS_TABLE"
echo "Add to .env: TABLE_PREFIX=$PREFIX"
