#!/usr/bin/env bash
# migrate-308-create-teams.sh
# Team directory: names, abbreviations, emoji for the widget.
set -euo pipefail

PREFIX="crease-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="crease-sandbox-"
TEAMS_TABLE="${PREFIX}teams"

aws sts get-caller-identity >/dev/null

if ! aws dynamodb describe-table --table-name "$TEAMS_TABLE" >/dev/null 2>&1; then
  aws dynamodb create-table \
    --table-name "$TEAMS_TABLE" \
    --attribute-definitions AttributeName=teamId,AttributeType=S \
    --key-schema AttributeName=teamId,KeyType=HASH \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "${PREFIX}leagues"
fi

echo "Tables: $TEAMS_TABLE"
echo "backend/.env: TABLE_PREFIX=$PREFIX"
