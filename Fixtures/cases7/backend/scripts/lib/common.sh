#!/usr/bin/env bash
# Shared helpers for the migrate-NNN-*.sh scripts. Source it, don't run it.

TABLE_PREFIX="deuce-"
SANDBOX=false
REGION="${AWS_REGION:-eu-west-2}"
CREATED_TABLES=()
SKIPPED_TABLES=()

parse_common_flags() {
  for arg in "$@"; do
    case "$arg" in
      --sandbox)
        SANDBOX=true
        TABLE_PREFIX="deuce-sandbox-"
        ;;
      --region=*)
        REGION="${arg#--region=}"
        ;;
      *)
        echo "unknown flag: $arg (expected --sandbox, --region=...)" >&2
        exit 64
        ;;
    esac
  done
}

require_aws_credentials() {
  local account
  if ! account="$(aws sts get-caller-identity --query Account --output text 2>/dev/null)"; then
    echo "No usable AWS credentials. Run 'aws sso login' and try again." >&2
    exit 1
  fi
  echo "AWS account $account, region $REGION, prefix $TABLE_PREFIX"
}

table_exists() {
  aws dynamodb describe-table --region "$REGION" --table-name "$1" >/dev/null 2>&1
}

# create_table_if_missing NAME ATTRIBUTE_DEFINITIONS_JSON KEY_SCHEMA_JSON [extra create-table args...]
create_table_if_missing() {
  local name="$1" attributes="$2" keys="$3"
  shift 3
  if table_exists "$name"; then
    echo "  = $name already exists, skipping"
    SKIPPED_TABLES+=("$name")
    return 0
  fi
  aws dynamodb create-table \
    --region "$REGION" \
    --table-name "$name" \
    --attribute-definitions "$attributes" \
    --key-schema "$keys" \
    --billing-mode PAY_PER_REQUEST \
    "$@" >/dev/null
  aws dynamodb wait table-exists --region "$REGION" --table-name "$name"
  CREATED_TABLES+=("$name")
  echo "  + created $name"
}

enable_ttl() {
  aws dynamodb update-time-to-live \
    --region "$REGION" \
    --table-name "$1" \
    --time-to-live-specification "Enabled=true,AttributeName=ttl" >/dev/null
}

# print_summary "ENV_VAR=table" ...
print_summary() {
  echo
  echo "Summary"
  echo "  created: ${CREATED_TABLES[*]:-none}"
  echo "  already there: ${SKIPPED_TABLES[*]:-none}"
  echo
  echo "Add to .env:"
  for line in "$@"; do
    echo "  $line"
  done
}
