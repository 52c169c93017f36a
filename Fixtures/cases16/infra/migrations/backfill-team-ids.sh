#!/usr/bin/env bash
# One-off: copy teamId from games onto existing follows rows.
set -euo pipefail

PREFIX="shotclock-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="shotclock-sandbox-"

ALIAS=$(aws iam list-account-aliases --query 'AccountAliases[0]' --output text)
echo "account: $ALIAS"
aws sts get-caller-identity > /dev/null

for key in $(aws dynamodb scan --table-name "${PREFIX}follows" --projection-expression gameId --output text --query 'Items[].gameId.S'); do
  echo "would backfill $key"
done
