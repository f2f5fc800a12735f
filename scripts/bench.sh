#!/usr/bin/env bash
# The benchmark: stepgraph lint end to end against a byte-scan floor, on synthetic RxFlow apps of
# about 500, 2,000 and 8,000 files and on BENCH_DIR (default: every Swift file of this machine's
# package mirror, when present), plus the map of a 1,000-arm app; on BENCH_DIR, wall time, CPU time
# and peak RSS of the floor, lint with 2 jobs and with --jobs 1, and the swift-syntax
# extractor in Benchmarks/SwiftSyntaxExtractor (built here, only when BENCH_SWIFT_SYNTAX=1: it is no
# dependency of stepgraph or of its tests), medians of 5 rounds that run each of them once in turn;
# lint's time per stage (STEPGRAPH_TIMINGS=1); and the cost
# of a review (`diff` of two commits) against one lint, in a git repository of a synthetic app with
# 40 MB of images. Prints the tables; with BENCH_WRITE_DOC=1 also writes them to docs/performance.md.
# BENCH_BEFORE=<an earlier stepgraph binary> (and BENCH_BEFORE_LABEL) adds its lint to the BENCH_DIR table.
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
if [ ! -f "$work/review/.complete" ]; then
    # Two commits of a 500-file app with images: the head edits five Swift files and ten images.
    rm -rf "$work/review"
    python3 scripts/generate-app.py --files 500 --out "$work/review" >/dev/null
    python3 - "$work/review" <<'PY'
import os, random, sys
random.seed(1)
os.makedirs(os.path.join(sys.argv[1], "Assets"))
for i in range(120):
    with open(os.path.join(sys.argv[1], "Assets", f"image{i:03}.png"), "wb") as out:
        out.write(random.randbytes(random.randint(20_000, 600_000)))
PY
    git -C "$work/review" init -q -b main
    git -C "$work/review" add -A
    git -C "$work/review" -c user.name=bench -c user.email=bench@example.com commit -qm base
    for file in $(cd "$work/review" && find . -name '*.swift' | sort | head -n 5); do echo "struct BenchEdit {}" >> "$work/review/$file"; done
    python3 -c "import random,sys; random.seed(2); [open(f'{sys.argv[1]}/Assets/image{i:03}.png','wb').write(random.randbytes(300000)) for i in range(10)]" "$work/review"
    git -C "$work/review" add -A
    git -C "$work/review" -c user.name=bench -c user.email=bench@example.com commit -qm head
    touch "$work/review/.complete"
fi
syntax=""
if [ "${BENCH_SWIFT_SYNTAX:-0}" = 1 ]; then
    swift build -c release --package-path Benchmarks/SwiftSyntaxExtractor --scratch-path "$work/swift-syntax" >&2
    syntax="$work/swift-syntax/release/SwiftSyntaxExtractor"
fi
bench_dir=${BENCH_DIR:-}
if [ -z "$bench_dir" ] && [ -d /opt/swift-packages ]; then
    ./scripts/corpus-check.sh "$tool" >/dev/null   # extracts the mirror into .build-corpus
    bench_dir=.build-corpus
fi
python3 - "$tool" "$work" "$bench_dir" "$syntax" <<'PY'
import os, statistics, subprocess, sys, time, datetime

tool, work, bench_dir, syntax = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
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

def resources(command, runs=3, environment=None):
    """Median wall time, CPU time (user + system) and peak RSS (KiB) of `runs` runs, and stderr."""
    samples, errors = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(["/usr/bin/time", "-f", "%U %S %M"] + command, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True, env=environment)
        elapsed = time.perf_counter() - start
        if out.returncode not in (0, 1):
            sys.exit(f"bench: {' '.join(command)} failed ({out.returncode}): {out.stderr[-400:]}")
        user, system, peak = out.stderr.strip().splitlines()[-1].split()
        samples.append((elapsed, float(user) + float(system), int(peak)))
        errors = "\n".join(out.stderr.strip().splitlines()[:-1])
    return tuple(statistics.median(sample[k] for sample in samples) for k in range(3)), errors

def interleaved(commands, rounds=5):
    """Medians as `resources` gives them, of `rounds` rounds that each run every command once in
    turn, after one run of each to warm the caches: a slow spell of the machine falls on all of them
    alike, not on whichever ran then."""
    for command in commands:
        resources(command, runs=1)
    samples = [[] for _ in commands]
    for _ in range(rounds):
        for index, command in enumerate(commands):
            samples[index].append(resources(command, runs=1)[0])
    return [tuple(statistics.median(sample[k] for sample in runs) for k in range(3)) for runs in samples]

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
sections = [
    f"Run on {datetime.date.today()} on {cores} cores (best of {RUNS} runs; RSS of that run).", "",
    *lines, "", "Scaling:", *scaling, "",
    f"Navigation map of a {arm_count}-arm synthetic app (split into an overview and one page per flow): "
    f"{map_time:.2f} s, peak RSS {map_rss/1024:.0f} MiB (target: under 5 s).",
]
if bench_dir:
    files, size = size_of(bench_dir)
    named = [("byte-scan floor", [os.path.join(work, "bytescan"), bench_dir]),
             ("stepgraph lint (2 jobs)", [tool, "lint", bench_dir, "--quiet", "--reporter", "json", "--jobs", "2"]),
             ("stepgraph lint `--jobs 1`", [tool, "lint", bench_dir, "--quiet", "--reporter", "json", "--jobs", "1"])]
    before = os.environ.get("BENCH_BEFORE", "")
    if before:
        # An earlier build of stepgraph measured in the same run, for a before/after table.
        label = os.environ.get("BENCH_BEFORE_LABEL", before)
        named.append((f"stepgraph lint (2 jobs), before: {label}", [before, "lint", bench_dir, "--quiet", "--reporter", "json", "--jobs", "2"]))
    if syntax:
        named.append(("swift-syntax extractor (2 threads)", [syntax, bench_dir, "--jobs", "2"]))
    contenders = list(zip([name for name, _ in named], interleaved([command for _, command in named])))
    floor = contenders[0][1]
    lint_cpu = contenders[1][1][1]
    table = ["| | wall s | × floor | CPU s | × stepgraph's CPU | peak RSS MiB |", "|---|---:|---:|---:|---:|---:|"]
    for name, (wall, cpu, rss) in contenders:
        table.append(f"| {name} | {wall:.2f} | {wall/floor[0]:.2f} | {cpu:.2f} | {cpu/lint_cpu:.1f} | {rss/1024:.0f} |")
    timings = resources([tool, "lint", bench_dir, "--quiet", "--reporter", "json", "--jobs", "2"], runs=1,
                        environment=dict(os.environ, STEPGRAPH_TIMINGS="1"))[1]
    sections += ["", f"On BENCH_DIR ({files} files, {size/1e6:.0f} MB), medians of 5 rounds that each run every row once in turn "
                 "(targets: lint within 1.8× the floor's wall time, ≥ 15× less CPU than swift-syntax, ≤ 100 MB):", "",
                 *table, "", "Where lint's time goes on BENCH_DIR (`STEPGRAPH_TIMINGS=1`, one run):", "", "```", timings, "```"]
review = os.path.join(work, "review")
lint_review = resources([tool, "lint", review, "--quiet", "--reporter", "json"])[0]
diff_commits = resources([tool, "diff", review, "--base", "main~1", "--head", "main", "--reporter", "json"])[0]
diff_tree = resources([tool, "diff", review, "--base", "main~1", "--reporter", "json"])[0]
review_files, review_size = size_of(review)
sections += ["", f"Review: a {review_files}-file synthetic app ({review_size/1e6:.1f} MB of Swift) with 40 MB of images in git, "
             "median of 3 (target: a diff at most 2.5× one lint):", "",
             "| | wall s | × lint | CPU s | peak RSS MiB |", "|---|---:|---:|---:|---:|"]
for name, (wall, cpu, rss) in [("lint of the working tree", lint_review), ("diff --base main~1 --head main", diff_commits),
                               ("diff --base main~1 (head: the working tree)", diff_tree)]:
    sections.append(f"| {name} | {wall:.3f} | {wall/lint_review[0]:.2f} | {cpu:.3f} | {rss/1024:.0f} |")
report = "\n".join(sections)
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
