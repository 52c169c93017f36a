#!/usr/bin/env bash
# Reports when the legacy APNs certificate expires, so we remember to delete
# it once the marketing build moves to token auth. Does not send pushes.
set -euo pipefail
openssl x509 -enddate -noout -in "${APNS_CERT_PATH:-certs/apns-prod.pem}"
