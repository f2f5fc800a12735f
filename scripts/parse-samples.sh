#!/usr/bin/env bash
# Every Swift file of every sample must be valid Swift. There is no iOS SDK here, so this is
# `swiftc -parse` (syntax only). The files go to a few compiler runs (one run refuses two files of the
# same name, so the n-th file of each name goes to run n); when a run fails, each of its files is
# parsed alone so that the message names every file that does not parse. Exits 1 if any does.
# Usage: scripts/parse-samples.sh   (`make test` runs it; SWIFTC picks the compiler, default swiftc)
set -euo pipefail
cd "$(dirname "$0")/.."
swiftc=${SWIFTC:-swiftc}

mapfile -t files < <(find Samples -name '*.swift' | LC_ALL=C sort)
declare -A seen=()
declare -a runs=()
for file in "${files[@]}"; do
    name=$(basename "$file")
    run=${seen[$name]:-0}
    seen[$name]=$((run + 1))
    runs[run]+="$file"$'\n'
done

failed=0
for run in "${runs[@]}"; do
    mapfile -t batch <<<"${run%$'\n'}"
    "$swiftc" -parse "${batch[@]}" >/dev/null 2>&1 && continue
    for file in "${batch[@]}"; do
        if ! errors=$("$swiftc" -parse "$file" 2>&1); then
            echo "parse-samples: $file does not parse:" >&2
            echo "$errors" >&2
            failed=1
        fi
    done
done
[ "$failed" = 0 ] || exit 1
echo "parse-samples: all ${#files[@]} Swift files under Samples/ parse"
