#!/usr/bin/env bash
# migrate-003: index races by meeting for the meeting page.
set -euo pipefail

aws sts get-caller-identity > /dev/null

TABLE="furlong-races"

aws dynamodb update-table \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=meetingId,AttributeType=S \
  --global-secondary-index-updates '[{"Create":{"IndexName":"meetingId-index","KeySchema":[{"AttributeName":"meetingId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'

aws dynamodb wait table-exists --table-name "$TABLE"
