#!/usr/bin/env bash
# Loads the Masters 2025 fixture into the sandbox tables for local testing.
set -euo pipefail

aws sts get-caller-identity >/dev/null

TABLE="fairway-sandbox-tournaments"
aws dynamodb put-item --table-name "$TABLE" --item '{
  "tournamentId": {"S": "masters-2025"},
  "name": {"S": "The Masters"},
  "status": {"S": "live"},
  "startsAt": {"S": "2025-04-10T12:00:00Z"},
  "endsAt": {"S": "2025-04-13T23:30:00Z"}
}'
echo "seeded $TABLE"
