#!/usr/bin/env bash
set -euo pipefail

TABLE="behind-ladder"

aws sts get-caller-identity >/dev/null

aws dynamodb create-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=competition,AttributeType=S AttributeName=team_id,AttributeType=S \
  --key-schema AttributeName=competition,KeyType=HASH AttributeName=team_id,KeyType=RANGE \
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5

aws dynamodb wait table-exists --table-name "$TABLE"
