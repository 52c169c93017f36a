#!/usr/bin/env bash
# Loads one race weekend of fixture data into the sandbox tables.
set -euo pipefail

aws sts get-caller-identity > /dev/null

PREFIX="apex-sandbox-"
for file in "$(dirname "$0")"/fixtures/races/*.json; do
  aws dynamodb put-item --table-name "${PREFIX}races" --item "file://$file"
done
echo "Seeded ${PREFIX}races"
