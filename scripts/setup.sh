#!/usr/bin/env bash
# Installs what the build needs and is missing: Graphviz's C libraries (libgvc) and pkg-config; with
# --browser also Debian's chromium (the interactive map's tests run in it).
# Idempotent: does nothing when everything is there.
set -euo pipefail
browser=false
[ "${1:-}" = "--browser" ] && browser=true

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: 'swift' is not on PATH. Install the Swift 6.1 toolchain (or later) (https://swift.org/install) first." >&2
    exit 1
fi

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libgvc 2>/dev/null; then missing+=(libgraphviz-dev); fi
if $browser && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "setup: need root to run: apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
pkg-config --exists libgvc || { echo "setup: libgvc still not found after installing libgraphviz-dev" >&2; exit 1; }
