#!/usr/bin/env bash
# Runs `stepgraph dump` and `stepgraph lint` over a large body of real Swift that uses none of
# RxFlow, FunctionalNavigationFlowKit or XCoordinator and checks that the dump finds nothing of
# theirs (no step enum, flow, coordinator, screen or route), that lint finds nothing at all (the
# SwiftUI navigation of a real app among them is mapped, and must be correct), that neither
# crashes, and says how long the dump took.
# Usage: scripts/corpus-check.sh STEPGRAPH [CORPUS_DIR]
# Without CORPUS_DIR, every package of this machine's mirror (/opt/swift-packages) is checked out at
# its newest tag into .build-corpus/ (ignored by git).
set -euo pipefail
tool=${1:?usage: corpus-check.sh STEPGRAPH [CORPUS_DIR]}
corpus=${2:-}
if [ -z "$corpus" ]; then
    mirror=${SWIFT_PACKAGE_MIRROR:-/opt/swift-packages}
    corpus=.build-corpus
    if [ ! -d "$mirror" ]; then echo "corpus-check: no mirror at $mirror; pass a folder of Swift code" >&2; exit 0; fi
    if [ ! -f "$corpus/.complete" ]; then
        rm -rf "$corpus"; mkdir -p "$corpus"
        for repo in "$mirror"/*/*.git; do
            name=$(basename "$(dirname "$repo")")-$(basename "$repo" .git)
            tag=$(git -C "$repo" tag --sort=-v:refname | head -n 1)
            mkdir -p "$corpus/$name"
            git -C "$repo" archive --format=tar "${tag:-HEAD}" | tar -x -C "$corpus/$name" --wildcards '*.swift' 2>/dev/null || true
        done
        touch "$corpus/.complete"
    fi
fi
files=$(find "$corpus" -name '*.swift' -not -path '*/.build*' | wc -l)
bytes=$(find "$corpus" -name '*.swift' -not -path '*/.build*' -print0 | du -cb --files0-from=- | tail -n 1 | cut -f1)
out=$(mktemp)
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$out.rss" "$tool" dump "$corpus" --output "$out"
end=$(date +%s.%N)
# lint exits 1 on error findings: the findings themselves are checked below.
"$tool" lint "$corpus" --reporter json --output "$out.lint" --quiet || [ $? -eq 1 ]
python3 - "$out" "$files" "$bytes" "$start" "$end" "$(cat "$out.rss")" "$out.lint" <<'PY'
import json, sys
path, files, size, start, end, rss = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6])
full = json.load(open(path))
findings = json.load(open(sys.argv[7]))["findings"]
# SwiftUI navigation is every app's own: it is mapped (and counted), not a sign of a misread framework.
swiftui = lambda entry: entry.get("framework") == "swiftui"
m = dict(full, **{key: [e for e in full[key] if not swiftui(e)] for key in ("stepEnums", "flows", "emissions")})
print(f"  swiftui: route types {sum(map(swiftui, full['stepEnums']))}, registrations {sum(map(swiftui, full['flows']))}, "
      f"pushes and presentations {sum(map(swiftui, full['emissions']))}; lint findings {len(findings)}")
for f in findings[:20]:
    print(f"  finding: {f['file']}:{f['line']}: {f['ruleID']}: {f['message']}")
seconds = end - start
errors = [d for d in m["diagnostics"] if d["severity"] == "error"]
print(f"corpus-check: {m['fileCount']} of {files} Swift files, {size/1e6:.1f} MB in {seconds:.2f} s "
      f"({size/1e6/seconds:.0f} MB/s), peak RSS {rss/1024:.0f} MiB")
print(f"  step enums {len(m['stepEnums'])}, flows {len(m['flows'])}, steppers {len(m['steppers'])}, "
      f"emissions {len(m['emissions'])}, screens {len(m['screens'])}, transitions {len(m['transitions'])}, "
      f"routes {len(m['navigationParameters'])}, diagnostics {len(m['diagnostics'])} ({len(errors)} errors)")
for d in m["diagnostics"][:20]:
    print(f"  {d['severity']}: {d['file']}:{d['line']}: {d['message']}")
xc = m.get("xcoordinator") or {}
print(f"  xcoordinator: coordinators {len(xc.get('coordinators', []))}, roots {len(xc.get('roots', []))}")
bad = (m["stepEnums"] or m["flows"] or m["steppers"] or m["emissions"] or m["screens"] or m["transitions"]
       or m["navigationParameters"] or m["containers"] or xc)
sys.exit(1 if bad or findings else 0)
PY
