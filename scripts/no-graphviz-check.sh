#!/usr/bin/env bash
# The default build (no GraphvizRenderer trait), made where Graphviz cannot be found, as a pre-commit
# hook or a command plugin makes it: a plain `swift build` (every non-test target) must succeed, the
# tool must link no Graphviz library, lint every sample, write DOT, JSON and Mermaid maps, and refuse
# an SVG map with the message that says how to get a renderer.
# Graphviz is hidden in a private mount namespace (an empty tmpfs over its headers, /dev/null over
# its pkg-config files and libraries), which needs root and unshare(1); elsewhere it says so and skips.
# Usage: scripts/no-graphviz-check.sh   (builds in .build/no-graphviz; `make test` runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
# Every app in Samples/, as `make demo` runs them.
mapfile -t samples < <(ls Samples)

if [ -z "${STEPGRAPH_GRAPHVIZ_HIDDEN:-}" ]; then
    if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null; then
        echo "no-graphviz check: skipped (hiding Graphviz needs root and unshare)" >&2
        exit 0
    fi
    STEPGRAPH_GRAPHVIZ_HIDDEN=1 exec unshare --mount --propagation private "$0" "$@"
fi

# In the namespace: hide what a Graphviz build would need.
libdir=$(pkg-config --variable=libdir libgvc 2>/dev/null || true)
pcdir=$(pkg-config --variable=pcfiledir libgvc 2>/dev/null || true)
[ -d /usr/include/graphviz ] && mount -t tmpfs -o ro none /usr/include/graphviz
for name in gvc cgraph cdt; do
    [ -n "$pcdir" ] && [ -e "$pcdir/lib$name.pc" ] && mount --bind /dev/null "$pcdir/lib$name.pc"
    [ -n "$libdir" ] && [ -e "$libdir/lib$name.so" ] && mount --bind /dev/null "$(readlink -f "$libdir/lib$name.so")"
done
if pkg-config --exists libgvc 2>/dev/null || [ -e /usr/include/graphviz/gvc.h ]; then
    echo "no-graphviz check: Graphviz is still visible" >&2
    exit 1
fi

build=.build/no-graphviz
swift build --build-path "$build"
tool="$build/debug/stepgraph"
if ldd "$tool" | grep -E 'lib(gvc|cgraph|cdt)'; then
    echo "no-graphviz check: $tool links Graphviz" >&2
    exit 1
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for app in "${samples[@]}"; do
    status=0
    "$tool" lint "Samples/$app" --quiet --reporter json --output "$out/$app.json" || status=$?
    [ "$status" -le 1 ] || { echo "no-graphviz check: lint Samples/$app exited $status" >&2; exit 1; }
done
for map in map.dot map.json map.mmd; do
    "$tool" graph Samples/CinemaApp --output "$out/$map" --quiet
    [ -s "$out/$map" ] || { echo "no-graphviz check: $map is empty" >&2; exit 1; }
done
status=0
"$tool" graph Samples/CinemaApp --output "$out/map.svg" 2>"$out/svg-error" || status=$?
if [ "$status" != 2 ] || ! grep -q -- "--traits GraphvizRenderer" "$out/svg-error" || [ -e "$out/map.svg" ]; then
    echo "no-graphviz check: an SVG map without a renderer exited $status: $(cat "$out/svg-error")" >&2
    exit 1
fi
echo "no-graphviz check: built without Graphviz; linted ${#samples[@]} samples; wrote DOT, JSON and Mermaid; SVG refused with the way to a renderer"
