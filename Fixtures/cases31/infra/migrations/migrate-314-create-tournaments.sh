#!/usr/bin/env bash
set -euo pipefail

SANDBOX="${1:-}"
TOURNAMENTS="nickline-tournaments"

aws sts get-caller-identity > /dev/null

aws dynamodb create-table --table-name "$TOURNAMENTS" \
  --attribute-definitions AttributeName=tournamentId,AttributeType=S \
  --key-schema AttributeName=tournamentId,KeyType=HASH \
  --billing-mode PAY_PER_REQUEST
aws dynamodb wait table-exists --table-name "$TOURNAMENTS"
[[ "$SANDBOX" == "--sandbox" ]] && echo "note: sandbox flag ignored"
