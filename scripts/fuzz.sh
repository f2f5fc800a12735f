#!/usr/bin/env bash
# Builds the libFuzzer target (address sanitizer) from the library's sources and runs it.
# Usage: scripts/fuzz.sh SECONDS [extra libFuzzer flags]
# Seeds: the Samples, the Swift test sources and Fuzz/Seeds. New crashes land in .build-fuzz/crashes/.
set -euo pipefail
seconds=${1:-60}; shift || true
cd "$(dirname "$0")/.."
out=.build-fuzz
mkdir -p "$out/corpus" "$out/crashes"
# Every library source except the reporters and the configuration/driver files (Linter, LintedSide…: they need Yams and
# file IO, which the fuzz target does not exercise).
sources=$(find Sources/StepGraphKit -name '*.swift' | LC_ALL=C sort \
    | grep -v -e LintConfiguration.swift -e Linter.swift -e LintedSide.swift -e RulesDocumentation.swift -e '/Reporters/')
if [ ! -x "$out/fuzz-extractor" ] || [ -n "$(find Sources Fuzz -newer "$out/fuzz-extractor" -name '*.swift' | head -n 1)" ]; then
    echo "fuzz: building $out/fuzz-extractor"
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name StepGraphKit -package-name StepGraph \
        $sources Fuzz/FuzzTarget.swift -o "$out/fuzz-extractor"
fi
find Samples Tests -name '*.swift' -not -path '*/.build*' -exec cp {} "$out/corpus/" \; 2>/dev/null || true
cp -f Tests/Regressions/*.swift "$out/corpus/" 2>/dev/null || true
cp -f Fuzz/Seeds/* "$out/corpus/"   # git's output, behind a NUL byte: see Fuzz/FuzzTarget.swift
exec "$out/fuzz-extractor" "$out/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=20 \
    -rss_limit_mb=4096 -artifact_prefix="$out/crashes/" -print_final_stats=1 "$@"
