#!/usr/bin/env bash
# Creates the follows table: which user follows which match.
# Usage: ./migrate-001-follows-table.sh [--sandbox]
set -euo pipefail

PREFIX="cricket-"
if [[ "${1:-}" == "--sandbox" ]]; then
  PREFIX="cricket-sandbox-"
fi
TABLE="${PREFIX}follows"

ACCOUNT=$(aws sts get-caller-identity --query Account --output text)
echo "Migrating in account ${ACCOUNT} (table ${TABLE})"

if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
  echo "${TABLE} already exists, skipping creation"
else
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
fi

# matchId-index: the wicket fan-out queries followers by match instead of scanning
# the whole table (replaces the TODO(GSI) scan in followStore.followersOfMatch).
aws dynamodb update-table --table-name "$TABLE" \
  --attribute-definitions AttributeName=matchId,AttributeType=S \
  --global-secondary-index-updates file://follows-match-index.json

cat <<EOF
Done. Tables:
  ${TABLE}
Add to backend/.env:
  FOLLOWS_TABLE=${TABLE}
EOF
