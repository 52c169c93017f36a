#!/usr/bin/env bash
# Creates the match events table (goal, gain, intercept, penalty feed).
# Usage: ./migrate-006-create-match-events.sh [--sandbox]
set -euo pipefail

PREFIX="centrepass-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="centrepass-sandbox-"
fi
REGION="${AWS_REGION:-ap-southeast-2}"
TABLE="${PREFIX}match-events"

if aws dynamodb describe-table --table-name "$TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping."
  exit 0
fi

aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=seq,AttributeType=N AttributeName=kind,AttributeType=S \
  --key-schema AttributeName=matchId,KeyType=HASH AttributeName=seq,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"kind-index","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"},{"AttributeName":"kind","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]' \
  --region "$REGION"

echo "created $TABLE"
