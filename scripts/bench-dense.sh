#!/usr/bin/env bash
# Growth in dense navigation: `stepgraph lint` on each shape of scripts/generate-dense.py at a
# quarter of its size and at its size (docs/performance.md, "Dense navigation"). Linear growth is
# 4×; a shape past 8× (twice linear) or past 10 s at its size is marked. One run each, wall time and
# peak RSS; a run is stopped after BENCH_DENSE_TIMEOUT seconds (default 120) and shown as such.
# `graph` of the flow chain is timed too. Prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build-bench/dense
mkdir -p "$work"
tool=${1:-.build/release/stepgraph}
[ -x "$tool" ] || { echo "bench-dense: build first (make release)" >&2; exit 1; }
python3 - "$tool" "$work" "${BENCH_DENSE_TIMEOUT:-120}" <<'PY'
import os, subprocess, sys, time

tool, work, timeout = sys.argv[1], sys.argv[2], float(sys.argv[3])
# (shape, size, what): sizes are the ones issue 38 set targets for.
SHAPES = [
    ("arms", 16000, "one flow whose switch has N arms"),
    ("arms", 100000, "one flow whose switch has N arms"),
    ("samename", 8000, "N screens calling a method with `.alert`, a step case's name"),
    ("emitters", 8000, "N screens whose view models emit the same steps into the same flows"),
    ("cases", 1000000, "an enum of N cases"),
    ("literals", 5000000, "one array of N implicit step literals"),
    ("statements", 32000, "one function of N statements, no navigation"),
    ("onefile", 8000, "the emitters shape in one file"),
]

def generate(shape, size):
    folder = os.path.join(work, f"{shape}{size}")
    if not os.path.isdir(folder):
        subprocess.run([sys.executable, "scripts/generate-dense.py", shape, str(size), "--out", folder], check=True)
    return folder

def run(command):
    start = time.perf_counter()
    try:
        out = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None
    elapsed = time.perf_counter() - start
    if out.returncode not in (0, 1):
        sys.exit(f"bench-dense: {' '.join(command)} failed ({out.returncode}): {out.stderr[-400:]}")
    return elapsed, int(out.stderr.strip().splitlines()[-1])

def cell(seconds):
    return f"> {timeout:.0f} s" if seconds is None else f"{seconds:.2f} s"

print("| shape | sizes | lint | growth (linear: 4×) | peak RSS at size |")
print("|---|---|---|---|---|")
rows = [(shape, size, what, ["lint", "--quiet"]) for shape, size, what in SHAPES]
rows.append(("chain", 1000, "`graph` of a chain of N flows", ["graph", "--quiet", "-o"]))
for shape, size, what, command in rows:
    times = []
    for n in (size // 4, size):
        folder = generate(shape, n)
        # The map's pages go in a folder named after it: not the shape's own folder.
        args = [tool] + command + ([os.path.join(work, f"{shape}{n}-map.svg"), folder] if command[-1] == "-o" else [folder])
        times.append(run(args))
    (small, _), (large, rss) = times
    growth = "—" if small is None or large is None else f"{large / small:.1f}×"
    marks = []
    if small is not None and large is not None and large / small > 8: marks.append("superlinear")
    if large is None or large > 10: marks.append("over 10 s")
    flag = f" **{', '.join(marks)}**" if marks else ""
    memory = "—" if rss is None else f"{rss / 1024:.0f} MiB"
    print(f"| {what} | {size // 4:,} → {size:,} | {cell(small)} → {cell(large)} | {growth}{flag} | {memory} |", flush=True)
PY
