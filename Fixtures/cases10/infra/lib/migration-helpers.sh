#!/usr/bin/env bash
# Shared helpers for infra/migrations/*. Source it; don't execute it.

if [[ -t 1 ]]; then
  _bold=$'\033[1m'; _blue=$'\033[34m'; _yellow=$'\033[33m'; _red=$'\033[31m'; _reset=$'\033[0m'
else
  _bold=""; _blue=""; _yellow=""; _red=""; _reset=""
fi

log()  { printf '%s==>%s %s\n' "${_bold}${_blue}" "${_reset}" "$*"; }
warn() { printf '%swarning:%s %s\n' "${_yellow}" "${_reset}" "$*" >&2; }
die()  { printf '%serror:%s %s\n' "${_red}" "${_reset}" "$*" >&2; exit 1; }

# env_line NAME VALUE -- prints one line of the .env block in the closing summary.
env_line() { printf '  %s=%s\n' "$1" "$2"; }
