#!/usr/bin/env bash
# Shared helpers for infra/migrations/*.sh. Source, don't execute.

# Sets TABLE_PREFIX: bullpen-sandbox- with --sandbox, bullpen- otherwise.
parse_stage_flag() {
  TABLE_PREFIX="bullpen-"
  for arg in "$@"; do
    case "$arg" in
      --sandbox) TABLE_PREFIX="bullpen-sandbox-" ;;
      *) echo "unknown argument: $arg" >&2; exit 2 ;;
    esac
  done
  export TABLE_PREFIX
}

# Fails fast when no AWS credentials are configured.
require_aws_identity() {
  if ! aws sts get-caller-identity >/dev/null 2>&1; then
    echo "No AWS credentials found; run 'aws sso login' first." >&2
    exit 1
  fi
}

table_exists() {
  aws dynamodb describe-table --table-name "$1" >/dev/null 2>&1
}
