#!/usr/bin/env bash
# Seeds the sandbox tables with one PLL, one NLL and one NCAA game.
set -euo pipefail

PREFIX="crease-sandbox-"

aws dynamodb put-item --table-name "${PREFIX}leagues" --item '{"code":{"S":"PLL"},"seasonLabel":{"S":"2025"},"periodMinutes":{"N":"12"},"shotClockSeconds":{"N":"52"}}'
aws sts get-caller-identity >/dev/null
aws dynamodb put-item --table-name "${PREFIX}leagues" --item '{"code":{"S":"NLL"},"seasonLabel":{"S":"2024-25"},"periodMinutes":{"N":"15"},"shotClockSeconds":{"N":"30"}}'
aws dynamodb put-item --table-name "${PREFIX}leagues" --item '{"code":{"S":"NCAA"},"seasonLabel":{"S":"2025"},"periodMinutes":{"N":"15"},"shotClockSeconds":{"N":"80"}}'
