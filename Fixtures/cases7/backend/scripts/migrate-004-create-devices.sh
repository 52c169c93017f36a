#!/usr/bin/env bash
# migrate-004: deuce-devices, APNs device tokens and alert preferences. See ADR-015.
set -euo pipefail

PREFIX="deuce-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="deuce-sandbox-"
REGION="${AWS_REGION:-eu-west-2}"
DEVICES_TABLE="${PREFIX}devices"

if aws dynamodb describe-table --region "$REGION" --table-name "$DEVICES_TABLE" >/dev/null 2>&1; then
  echo "$DEVICES_TABLE already exists"
  exit 0
fi

aws sts get-caller-identity >/dev/null

# byUser (userId): alerts go to every device of a follower, and the follow row
# only knows the userId; the table itself is keyed by device token.
aws dynamodb create-table \
  --region "$REGION" \
  --table-name "$DEVICES_TABLE" \
  --attribute-definitions AttributeName=deviceToken,AttributeType=S AttributeName=userId,AttributeType=S \
  --key-schema AttributeName=deviceToken,KeyType=HASH \
  --global-secondary-indexes 'IndexName=byUser,KeySchema=[{AttributeName=userId,KeyType=HASH}],Projection={ProjectionType=ALL},ProvisionedThroughput={ReadCapacityUnits=5,WriteCapacityUnits=5}' \
  --billing-mode PROVISIONED --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
aws dynamodb wait table-exists --region "$REGION" --table-name "$DEVICES_TABLE"

echo
echo "Created $DEVICES_TABLE"
echo "Add to .env: DEVICES_TABLE=$DEVICES_TABLE"
