#!/usr/bin/env bash
# migrate-306-create-devices.sh
# Device tokens for ordinary (non Live Activity) alerts.
set -euo pipefail

PREFIX="crease-"
REGION="${AWS_REGION:-us-east-1}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --sandbox) PREFIX="crease-sandbox-"; shift ;;
    --region) REGION="$2"; shift 2 ;;
    *) echo "unknown flag $1" >&2; exit 1 ;;
  esac
done
DEVICES_TABLE="${PREFIX}devices"

# umpire:disable-next-line migration-idempotency
aws sts get-caller-identity --region "$REGION" >/dev/null

if aws dynamodb describe-table --table-name "$DEVICES_TABLE" --region "$REGION" >/dev/null 2>&1; then
  echo "skip: $DEVICES_TABLE exists"
else
  # lastSeen-index: the weekly prune job finds tokens not seen in 60 days; the base key is
  # userId-first and a filtered Scan over every device row was costing more than the index.
  aws dynamodb create-table \
    --table-name "$DEVICES_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=deviceToken,AttributeType=S AttributeName=platform,AttributeType=S AttributeName=lastSeenAt,AttributeType=N \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=deviceToken,KeyType=RANGE \
    --global-secondary-indexes '[{"IndexName":"lastSeen-index","KeySchema":[{"AttributeName":"platform","KeyType":"HASH"},{"AttributeName":"lastSeenAt","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]' \
    --billing-mode PAY_PER_REQUEST \
    --region "$REGION"
  aws dynamodb wait table-exists --table-name "$DEVICES_TABLE" --region "$REGION"
fi

cat <<SUMMARY

Migration 306 complete
  table: $DEVICES_TABLE
  backend/.env:
    TABLE_PREFIX=$PREFIX
SUMMARY
