#!/usr/bin/env bash
# migrate-302-create-game-follows.sh
# Follow records: which fan follows which game, from whose bench.
set -euo pipefail

PREFIX="crease-"
[[ "${1:-}" == "--sandbox" ]] && PREFIX="crease-sandbox-"
FOLLOWS_TABLE="${PREFIX}game-follows"

aws sts get-caller-identity >/dev/null

if aws dynamodb describe-table --table-name "$FOLLOWS_TABLE" >/dev/null 2>&1; then
  echo "$FOLLOWS_TABLE exists, skipping"
  exit 0
fi

# gameId-index: the final-whistle job has to find every follower of a game to push their
# TTL out; the base key is userId-first, so without this index that job would need a Scan.
aws dynamodb create-table \
  --table-name "$FOLLOWS_TABLE" \
  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=gameId,AttributeType=S \
  --key-schema AttributeName=userId,KeyType=HASH AttributeName=gameId,KeyType=RANGE \
  --global-secondary-indexes '[{"IndexName":"gameId-index","KeySchema":[{"AttributeName":"gameId","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"},"ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}}]' \
  --provisioned-throughput ReadCapacityUnits=10,WriteCapacityUnits=10

echo "Created $FOLLOWS_TABLE"
echo "Add to backend/.env: TABLE_PREFIX=$PREFIX"
