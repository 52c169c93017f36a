#!/usr/bin/env bash
# Zod -> JSON Schema -> Swift. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/../backend"
npm run generate:schemas
echo "Regenerated ios/Apex/Models/Generated/*.generated.swift"
