#!/usr/bin/env bash
set -euo pipefail

PREFIX="breakpoint-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="breakpoint-sandbox-"
MATCHES_TABLE="${PREFIX}matches"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$MATCHES_TABLE" > /dev/null 2>&1; then
  echo "$MATCHES_TABLE exists, skipping create"
else
  aws dynamodb create-table \
    --table-name "$MATCHES_TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=tournamentId,AttributeType=S AttributeName=court,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --billing-mode PROVISIONED \
    --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \
    --global-secondary-indexes \
      '[{"IndexName":"byTournamentCourt","KeySchema":[{"AttributeName":"tournamentId","KeyType":"HASH"},{"AttributeName":"court","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"},"ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}}]'
  aws dynamodb wait table-exists --table-name "$MATCHES_TABLE"
fi

echo "Tables: $MATCHES_TABLE"
echo ".env: MATCHES_TABLE=$MATCHES_TABLE"
