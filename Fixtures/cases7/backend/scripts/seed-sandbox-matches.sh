#!/usr/bin/env bash
# Loads a handful of fake matches into the sandbox matches table so the app has
# something to show on a day without live tennis. Not a migration: creates no
# tables and refuses to touch production.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

parse_common_flags --sandbox
require_aws_credentials

MATCHES_TABLE="${TABLE_PREFIX}matches"
FIXTURES="$(dirname "$0")/fixtures/sandbox-matches.json"

aws dynamodb batch-write-item --region "$REGION" --request-items "{\"$MATCHES_TABLE\": $(cat "$FIXTURES")}" >/dev/null
echo "Seeded $(jq length "$FIXTURES") matches into $MATCHES_TABLE"
