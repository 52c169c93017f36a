#!/usr/bin/env bash
# Stores a new APNs .p8 auth key in Secrets Manager. Token-based auth only — no certificates.
set -euo pipefail

KEY_FILE="${1:?usage: rotate-apns-key.sh path/to/AuthKey_XXXX.p8}"

aws sts get-caller-identity --query Account --output text
aws secretsmanager put-secret-value --secret-id baulk/apns-auth-key --secret-string file://"$KEY_FILE"
echo "Rotated. Redeploy the push Lambdas to pick up the key."
