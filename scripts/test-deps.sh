#!/usr/bin/env bash
# What the tests need from Debian: Chromium and its headless shell for the browser tests, python3 for the Python plugins, Go for the
# Agent Bridge export, a CJK font so the Korean, Japanese and Chinese layout checks measure real glyphs, not boxes. Installed when missing and we can (root with apt-get); otherwise the exact command is named.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
# the browser tests run in Chromium's headless shell (less CPU than the full browser); bench and screenshots use chromium
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v python3 >/dev/null || missing+=(python3)
command -v go >/dev/null || missing+=(golang-go)
# one font with Hangul, kana and Han (WenQuanYi Micro Hei, 5 MB); any installed CJK font will do
# no fc-list yet (a machine without Chromium has no fontconfig) means no font known either
if ! command -v fc-list >/dev/null || [ -z "$(fc-list :lang=ko family)" ]; then missing+=(fonts-wqy-microhei); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing what the tests need: ${missing[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need ${missing[*]}, which this machine lacks and this user cannot install. Run:" >&2
echo "  sudo apt-get install -y ${missing[*]}" >&2
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || echo "(or set CHROMIUM_PATH to a Chromium of your own)" >&2
exit 1
