#!/usr/bin/env bash
# migrate-001: deuce-match-follows, one row per (user, match) follow. See ADR-014.
set -euo pipefail

PREFIX="deuce-"
for arg in "$@"; do
  case "$arg" in
    --sandbox) PREFIX="deuce-sandbox-" ;;
    *) echo "usage: $0 [--sandbox]" >&2; exit 64 ;;
  esac
done
REGION="${AWS_REGION:-eu-west-2}"
FOLLOWS_TABLE="${PREFIX}match-follows"

aws sts get-caller-identity --query Arn --output text >/dev/null || {
  echo "AWS credentials missing or expired" >&2
  exit 1
}

if aws dynamodb describe-table --region "$REGION" --table-name "$FOLLOWS_TABLE" >/dev/null 2>&1; then
  echo "$FOLLOWS_TABLE already exists, nothing to create"
else
  aws dynamodb create-table \
    --region "$REGION" \
    --table-name "$FOLLOWS_TABLE" \
    --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \
    --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --region "$REGION" --table-name "$FOLLOWS_TABLE"
  aws dynamodb update-time-to-live \
    --region "$REGION" \
    --table-name "$FOLLOWS_TABLE" \
    --time-to-live-specification Enabled=true,AttributeName=ttl
fi

cat <<SUMMARY

Tables:
  $FOLLOWS_TABLE
Add to .env:
  FOLLOWS_TABLE=$FOLLOWS_TABLE
SUMMARY
