#!/usr/bin/env bash
# The benchmark: stepgraph lint end to end against a byte-scan floor, on synthetic RxFlow apps of
# about 500, 2,000 and 8,000 files and on BENCH_DIR (default: every Swift file of this machine's
# package mirror, when present), plus the map of a 1,000-arm app. Prints a table; with
# BENCH_WRITE_DOC=1 also writes it to docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build-bench
mkdir -p "$work"
tool=.build/release/stepgraph
[ -x "$tool" ] || { echo "bench: build first (make release)" >&2; exit 1; }
if [ ! -x "$work/bytescan" ] || [ Benchmarks/ByteScan.swift -nt "$work/bytescan" ]; then
    swiftc -O Benchmarks/ByteScan.swift -o "$work/bytescan"
fi
for size in 500 2000 8000; do
    [ -d "$work/app$size" ] || python3 scripts/generate-app.py --files "$size" --out "$work/app$size" >/dev/null
done
[ -d "$work/arms1000" ] || python3 scripts/generate-app.py --arms 1000 --out "$work/arms1000" >/dev/null
bench_dir=${BENCH_DIR:-}
if [ -z "$bench_dir" ] && [ -d /opt/swift-packages ]; then
    ./scripts/corpus-check.sh "$tool" >/dev/null   # extracts the mirror into .build-corpus
    bench_dir=.build-corpus
fi
python3 - "$tool" "$work" "$bench_dir" <<'PY'
import os, subprocess, sys, time, datetime

tool, work, bench_dir = sys.argv[1], sys.argv[2], sys.argv[3]
RUNS = 5

def measure(command):
    """Best wall time of RUNS runs and the peak RSS (KiB) of the best run."""
    best, rss = None, 0
    for _ in range(RUNS):
        start = time.perf_counter()
        out = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        elapsed = time.perf_counter() - start
        if out.returncode not in (0, 1):
            sys.exit(f"bench: {' '.join(command)} failed ({out.returncode}): {out.stderr[-400:]}")
        peak = int(out.stderr.strip().splitlines()[-1])
        if best is None or elapsed < best:
            best, rss = elapsed, peak
    return best, rss

def size_of(folder):
    files, total = 0, 0
    for root, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if name.endswith(".swift"):
                files += 1
                total += os.path.getsize(os.path.join(root, name))
    return files, total

rows = []
targets = [(f"synthetic {n}", os.path.join(work, f"app{n}")) for n in (500, 2000, 8000)]
if bench_dir:
    targets.append(("BENCH_DIR " + bench_dir, bench_dir))
for name, folder in targets:
    files, size = size_of(folder)
    floor, floor_rss = measure([os.path.join(work, "bytescan"), folder])
    ceiling, _ = measure([os.path.join(work, "bytescan"), "--parallel", folder])
    lint, lint_rss = measure([tool, "lint", folder, "--quiet", "--reporter", "json"])
    rows.append((name, files, size, floor, ceiling, lint, lint_rss))

header = ("| input | files | MB | floor s | floor MB/s | parallel read MB/s | lint s | lint MB/s | files/s "
          "| × floor | × parallel read | peak RSS MiB |")
lines = [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
for name, files, size, floor, ceiling, lint, rss in rows:
    mb = size / 1e6
    lines.append(f"| {name} | {files} | {mb:.1f} | {floor:.3f} | {mb/floor:.0f} | {mb/ceiling:.0f} | {lint:.3f} | "
                 f"{mb/lint:.0f} | {files/lint:.0f} | {lint/floor:.2f} | {lint/ceiling:.2f} | {rss/1024:.0f} |")
scaling = []
for (a, b) in ((0, 1), (1, 2)):
    input_ratio = rows[b][2] / rows[a][2]
    time_ratio = rows[b][5] / rows[a][5]
    scaling.append(f"- {rows[a][0]} → {rows[b][0]}: input ×{input_ratio:.2f}, time ×{time_ratio:.2f} "
                   f"(time/input {time_ratio/input_ratio:.2f}; target: 4× input ≤ 4.4× time)")
arms = os.path.join(work, "arms1000")
arm_count = subprocess.run([tool, "dump", arms], capture_output=True, text=True).stdout.count('"isDefault"')
map_time, map_rss = measure([tool, "graph", arms, "-o", os.path.join(work, "arms1000-map.svg")])
cores = os.cpu_count()
report = "\n".join([
    f"Run on {datetime.date.today()} on {cores} cores (best of {RUNS} runs; RSS of that run).", "",
    *lines, "", "Scaling:", *scaling, "",
    f"Navigation map of a {arm_count}-arm synthetic app (split into an overview and one page per flow): "
    f"{map_time:.2f} s, peak RSS {map_rss/1024:.0f} MiB (target: under 5 s).",
])
print(report)
if os.environ.get("BENCH_WRITE_DOC") == "1":
    path = "docs/performance.md"
    text = open(path).read()
    begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
    before, rest = text.split(begin)
    _, after = rest.split(end)
    open(path, "w").write(before + begin + "\n" + report + "\n" + end + after)
    print(f"\nwrote {path}")
PY
