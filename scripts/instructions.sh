#!/usr/bin/env bash
# Count the instructions of a full lint and of the parse-only C reference (../shared/perf),
# with valgrind's callgrind: unlike wall time on a shared machine, the count moves only when
# the code does, so it is how a performance change is judged.
#   scripts/instructions.sh [FILES]     (default 1000; the corpus is the benchmark's, seed 1)
# Runs the release binary with `--jobs 1` and JSON to a file, checks that the report under
# valgrind is byte for byte the one a native run writes (under valgrind glibc's heap cannot
# always grow, and a run can stop early depending on as little as the output's name: such a
# run is retried under another name, never counted), and keeps the profiles for
# `callgrind_annotate` in .bench/callgrind/.
set -euo pipefail
cd "$(dirname "$0")/.."
perf="${SHARED_DIR:-../shared}/perf"
n="${1:-1000}"
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A failed build must stop the script, not leave an older binary to be counted.
swift build -c release --product redirectlint >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log" >&2; exit 1; }
lint="$(swift build -c release --show-bin-path)/redirectlint"
corpus=".bench/corpus-$n"
mkdir -p .bench/callgrind
if [ ! -d "$corpus" ]; then
  # Generated beside its place and moved in whole, so an interrupted run leaves no half corpus.
  rm -rf "$corpus.partial"
  python3 "$perf/gen_corpus.py" "$corpus.partial" --files "$n" --seed 1 >/dev/null
  mv "$corpus.partial" "$corpus"
fi
find "$corpus" -type f | sort > ".bench/list-$n"

limit=""
if [ -f "$perf/limit_parse.c" ] && pkg-config --exists yaml-0.1 libxml-2.0 2>/dev/null; then
  gcc -O2 -o .bench/limit_parse "$perf/limit_parse.c" $(pkg-config --cflags --libs yaml-0.1 libxml-2.0)
  limit=.bench/limit_parse
fi

# Instructions ("I refs") of one command under callgrind, its profile kept as $1.
count() {
  local profile=$1; shift
  valgrind --tool=callgrind --callgrind-out-file="$profile" "$@" 2>"$scratch/valgrind.log" >/dev/null || true
  sed -n 's/.*I *refs: *//p' "$scratch/valgrind.log" | tr -d ','
}

# Exit status 1 means findings (this corpus has many); a run that writes no report failed.
"$lint" "$corpus" --format json -o "$scratch/native.json" --jobs 1 >/dev/null 2>"$scratch/native.log" || true
[ -s "$scratch/native.json" ] || { echo "the native run wrote no report:" >&2; cat "$scratch/native.log" >&2; exit 1; }
lint_count=""
for attempt in 1 2 3; do
  report="$scratch/under-valgrind-$attempt-$RANDOM.json"
  c=$(count ".bench/callgrind/redirectlint-$n.out" "$lint" "$corpus" --format json -o "$report" --jobs 1)
  if [ -n "$c" ] && cmp -s "$report" "$scratch/native.json"; then lint_count=$c; break; fi
  echo "attempt $attempt: the report under valgrind differs from the native one; not counted" >&2
done
[ -n "$lint_count" ] || { echo "no trustworthy count after 3 attempts" >&2; exit 1; }

g() { awk "BEGIN {printf \"%.3f\", $1 / 1e9}"; }
echo "redirectlint --jobs 1, $n files: $(g "$lint_count") G instructions (.bench/callgrind/redirectlint-$n.out)"
if [ -n "$limit" ]; then
  limit_count=$(count ".bench/callgrind/limit_parse-$n.out" "$limit" -@ ".bench/list-$n")
  [ -n "$limit_count" ] && [ "$limit_count" -gt 0 ] || { echo "limit_parse under valgrind gave no count" >&2; exit 1; }
  echo "limit_parse (C), $n files:       $(g "$limit_count") G instructions"
  echo "ratio:                            $(awk "BEGIN {printf \"%.2f\", $lint_count / $limit_count}")x"
fi
