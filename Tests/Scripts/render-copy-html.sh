#!/bin/sh
# Renders `umpire copy --format html` in a real browser (headless Chromium, Debian's `chromium`
# package) to a PNG, to look at what a reviewer sees: the lock-screen banners, the Live
# Activity presentation and the findings beside them.
#
#   Tests/Scripts/render-copy-html.sh [PATH ...]     default: Fixtures/sample
#
# Writes copy-review.html and copy-review.png to $OUT (default: a temporary folder) and prints
# their paths. The page needs no network: Chromium runs with networking refused.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
umpire=${UMPIRE:-$root/.build/debug/umpire}
[ -x "$umpire" ] || (cd "$root" && swift build --product umpire >/dev/null)
[ $# -gt 0 ] || set -- Fixtures/sample
cd "$root"
status=0
"$umpire" copy "$@" --format html -o "$out/copy-review.html" || status=$?
[ "$status" -le 1 ] || { echo "umpire copy failed ($status)" >&2; exit "$status"; }
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --proxy-server="http://127.0.0.1:9" --proxy-bypass-list="<-loopback>" \
  --window-size="${WIDTH:-1280},${HEIGHT:-2600}" \
  --screenshot="$out/copy-review.png" "file://$out/copy-review.html" 2>/dev/null
echo "$out/copy-review.html"
echo "$out/copy-review.png"
