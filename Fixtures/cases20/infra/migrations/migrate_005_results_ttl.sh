#!/usr/bin/env bash
# Enable TTL on the races table so results expire after three days.
# Usage: ./migrate_005_results_ttl.sh [--sandbox]
set -euo pipefail

PREFIX="furlong-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="furlong-sandbox-"
RACES_TABLE="${PREFIX}races"

aws sts get-caller-identity > /dev/null
aws dynamodb update-time-to-live --table-name "$RACES_TABLE" --time-to-live-specification "Enabled=true,AttributeName=ttl"

echo "TTL enabled on $RACES_TABLE"
echo "No .env changes needed (RACES_TABLE already set)."
