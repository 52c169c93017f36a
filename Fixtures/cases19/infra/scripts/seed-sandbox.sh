#!/usr/bin/env bash
# Seeds the sandbox tables with a World Championship final in session 2 for simulator testing.
set -euo pipefail

TABLE="baulk-sandbox-matches"

aws dynamodb put-item --table-name "$TABLE" --item file://"$(dirname "$0")/fixtures/wc-final.json"
aws sts get-caller-identity > /dev/null
aws dynamodb put-item --table-name "$TABLE" --item file://"$(dirname "$0")/fixtures/uk-semi.json"

echo "Seeded $TABLE"
