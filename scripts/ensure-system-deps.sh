#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Chromium (the bench; its headless
# shell runs the browser tests, tests/helpers/chromium.ts) and Mosquitto (broker
# interoperability tests). Installs them with apt-get when missing and
# possible; otherwise stops with a message saying what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Optional: without it the browser tests run in /usr/bin/chromium (slower, same results).
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || sudo -n true 2>/dev/null; }; then
    missing+=(chromium-headless-shell)
  else
    echo "Note: chromium-headless-shell is not installed; the browser tests use /usr/bin/chromium."
  fi
fi
command -v mosquitto >/dev/null 2>&1 || [ -x /usr/sbin/mosquitto ] || missing+=(mosquitto)
fc-list 2>/dev/null | grep -qi 'noto.*cjk' || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "System packages missing: ${missing[*]}"
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Installed: ${missing[*]}"
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  sudo -n apt-get update -qq
  sudo -n apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Installed: ${missing[*]}"
else
  echo "Please install them first, e.g. on Debian/Ubuntu: sudo apt-get install -y ${missing[*]}" >&2
  echo "(Chromium must be at /usr/bin/chromium; mosquitto on the PATH.)" >&2
  exit 1
fi
