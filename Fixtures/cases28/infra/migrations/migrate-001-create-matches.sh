#!/usr/bin/env bash
# Creates the matches table with a byPhase index for the live poller.
set -euo pipefail

SANDBOX=false
for arg in "$@"; do
  case "$arg" in
    --sandbox) SANDBOX=true ;;
    *) echo "unknown argument: $arg" >&2; exit 1 ;;
  esac
done

PREFIX="edgeball-"
if [ "$SANDBOX" = true ]; then
  PREFIX="edgeball-sandbox-"
fi
TABLE="${PREFIX}matches"

aws sts get-caller-identity > /dev/null

if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
  echo "Table $TABLE already exists, skipping"
else
  # byPhase: the live poller queries every match with phase=live each 5 seconds; a Scan would read the whole season.
  aws dynamodb create-table \
    --table-name "$TABLE" \
    --attribute-definitions AttributeName=matchId,AttributeType=S AttributeName=phase,AttributeType=S \
    --key-schema AttributeName=matchId,KeyType=HASH \
    --global-secondary-indexes 'IndexName=byPhase,KeySchema=[{AttributeName=phase,KeyType=HASH}],Projection={ProjectionType=ALL}' \
    --billing-mode PAY_PER_REQUEST
  aws dynamodb wait table-exists --table-name "$TABLE"
  aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"
fi

echo ""
echo "Done. Tables:"
echo "  $TABLE"
echo "Add to .env:"
echo "  MATCHES_TABLE=$TABLE"
