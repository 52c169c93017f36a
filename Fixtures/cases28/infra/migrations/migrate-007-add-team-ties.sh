#!/usr/bin/env bash
set -euo pipefail

SANDBOX=0
[ "${1:-}" = "--sandbox" ] && SANDBOX=1
PREFIX="edgeball-"
[ "$SANDBOX" -eq 1 ] && PREFIX="edgeball-sandbox-"
TABLE="${PREFIX}team-ties"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "exists: $TABLE"
else
  # byEvent: the team-event screen lists every tie of one event (Worlds team draw, up to 64 ties); querying by event avoids a Scan.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=tieId,AttributeType=S AttributeName=eventId,AttributeType=S \
    --key-schema AttributeName=tieId,KeyType=HASH \
    --global-secondary-indexes 'IndexName=byEvent,KeySchema=[{AttributeName=eventId,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

echo "Tables:"
echo "  $TABLE"
echo "Add to .env: TEAM_TIES_TABLE=$TABLE"
