#!/usr/bin/env bash
# Builds the libFuzzer target (address sanitizer) from the library's sources and Yams' (its C part,
# libyaml, too), all instrumented, and runs it.
# Usage: scripts/fuzz.sh SECONDS [extra libFuzzer flags]
# Seeds: the Samples, the Swift test sources and Fuzz/Seeds (git's output behind a NUL byte; configurations,
# hostile shapes among them). New crashes land in .build-fuzz/crashes/.
set -euo pipefail
seconds=${1:-60}; shift || true
cd "$(dirname "$0")/.."
out=.build-fuzz
mkdir -p "$out/corpus" "$out/crashes" "$out/yams"
swift package resolve >/dev/null
yams=.build/checkouts/Yams/Sources
sanitize=(-sanitize=fuzzer,address -O -g)
# Yams, instrumented like the library: the fuzz target reaches configuration loading.
if [ ! -f "$out/yams/libYams.a" ] || [ -n "$(find "$yams" -newer "$out/yams/libYams.a" -type f | head -n 1)" ]; then
    echo "fuzz: building $out/yams/libYams.a"
    rm -f "$out"/yams/*.o
    for c in "$yams"/CYaml/src/*.c; do
        clang -c -fsanitize=fuzzer-no-link,address -O1 -g -DYAML_DECLARE_STATIC -I "$yams/CYaml/include" \
            "$c" -o "$out/yams/$(basename "$c" .c).o"
    done
    swiftc "${sanitize[@]}" -parse-as-library -wmo -module-name Yams -D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -I "$yams/CYaml/include" \
        -emit-module -emit-module-path "$out/yams/Yams.swiftmodule" -c "$yams"/Yams/*.swift -o "$out/yams/Yams.o"
    ar rcs "$out/yams/libYams.a" "$out"/yams/*.o
fi
# The library's targets, each its own module as SwiftPM builds them (the core without the reporters
# and the drivers that read files or run git), then the fuzz target linked with them.
modules=(StepGraphCore StepGraphRxFlow StepGraphFNFK StepGraphXCoordinator StepGraphSwiftUI StepGraphKit)
mkdir -p "$out/modules"
if [ ! -x "$out/fuzz-extractor" ] || [ "$out/yams/libYams.a" -nt "$out/fuzz-extractor" ] \
        || [ -n "$(find Sources Fuzz -newer "$out/fuzz-extractor" -name '*.swift' | head -n 1)" ]; then
    echo "fuzz: building $out/fuzz-extractor"
    for module in "${modules[@]}"; do
        sources=$(find "Sources/$module" -name '*.swift' | LC_ALL=C sort \
            | grep -v -e LintedSide.swift -e RulesDocumentation.swift -e '/Reporters/')
        swiftc "${sanitize[@]}" -parse-as-library -wmo -module-name "$module" -package-name StepGraph \
            -I "$out/modules" -I "$out/yams" -I "$yams/CYaml/include" \
            -emit-module -emit-module-path "$out/modules/$module.swiftmodule" -c $sources -o "$out/modules/$module.o"
    done
    swiftc "${sanitize[@]}" -parse-as-library -module-name StepGraphFuzz -package-name StepGraph \
        -I "$out/modules" -I "$out/yams" -I "$yams/CYaml/include" \
        Fuzz/FuzzTarget.swift $(printf "$out/modules/%s.o " "${modules[@]}") "$out/yams/libYams.a" -o "$out/fuzz-extractor"
fi
find Samples Tests -name '*.swift' -not -path '*/.build*' -exec cp {} "$out/corpus/" \; 2>/dev/null || true
cp -f Tests/Regressions/*.swift "$out/corpus/" 2>/dev/null || true
cp -f Fuzz/Seeds/* "$out/corpus/"   # git's output (behind a NUL byte) and configurations: see Fuzz/FuzzTarget.swift
exec "$out/fuzz-extractor" "$out/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=20 \
    -rss_limit_mb=4096 -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@"
