#!/bin/bash
# Bracket rounds for championship weekend (NCAA final four, PLL Championship Series).
set -e

PREFIX="crease-"
BRACKET_TABLE="${PREFIX}bracket-rounds"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$BRACKET_TABLE" >/dev/null 2>&1; then
  echo "exists"
else
  aws dynamodb create-table \
    --table-name "$BRACKET_TABLE" \
    --attribute-definitions AttributeName=bracketId,AttributeType=S AttributeName=round,AttributeType=N \
    --key-schema AttributeName=bracketId,KeyType=HASH AttributeName=round,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$BRACKET_TABLE"
fi

echo "Tables: $BRACKET_TABLE"
echo "backend/.env: TABLE_PREFIX=$PREFIX"
