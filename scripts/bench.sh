#!/usr/bin/env bash
# Benchmark the release binary against the parse-only C reference (../shared/perf).
#   scripts/bench.sh [FILES ...]     (default: 1000 10000)
# Prints median wall time, CPU time (user + system, every thread), MB/s, files/s and peak
# memory for: the C parse-only program (one core), redirectlint with --jobs 1 and with all
# cores (median of 5 rounds that run each once in turn; the targets use the median of the
# rounds' ratios; peak memory the median of 3), one small file (the pre-commit case), and
# what the pre-commit hooks run: one file against the first corpus with --project-root; on the
# largest corpus, every file named on the command line (as xargs passes them), the other
# output formats, and writing a baseline and linting against it.
# Then a monorepo: MONOREPO_FILES files (default 20000; 0 skips it) from scripts/gen-monorepo.py,
# about 2% OAuth files, the rest Kubernetes, Helm, workflows, package.json, i18n, Android XML
# and plists, timed against `cat` of the same files (the I/O floor) and, when COMPARE_BIN names
# another redirectlint binary (an older build), against that binary, in the same rounds.
# Times each run with `date +%s.%N` and GNU time (no hyperfine needed). Corpora are
# generated once into .bench/ (deterministic, seed 1).
set -euo pipefail
cd "$(dirname "$0")/.."
perf="${SHARED_DIR:-../shared}/perf"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000)
mkdir -p .bench

# Statically linked Swift runtime, as a release binary should ship: a one-file run starts
# without resolving the Swift libraries (about a fifth fewer instructions than dynamic).
build=(swift build -c release --static-swift-stdlib --scratch-path .build-static)
# A failed build must stop the benchmark, not leave an older binary to be timed.
build_log=$(mktemp)
"${build[@]}" --product redirectlint >"$build_log" 2>&1 || { cat "$build_log" >&2; rm -f "$build_log"; exit 1; }
rm -f "$build_log"
lint="$("${build[@]}" --show-bin-path)/redirectlint"

limit=""
if [ -f "$perf/limit_parse.c" ] && pkg-config --exists yaml-0.1 libxml-2.0 2>/dev/null; then
  gcc -O2 -o .bench/limit_parse "$perf/limit_parse.c" $(pkg-config --cflags --libs yaml-0.1 libxml-2.0)
  limit=.bench/limit_parse
fi

declare -A results

median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# Wall seconds of one run of a command.
wall_once() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk "BEGIN {print $end - $start}"
}

# Wall and CPU seconds (user + system, all threads) of one run: "wall cpu". The CPU time
# tells a machine that slows down when both cores are busy (a shared VM) from code that
# does extra work on more threads: the same work costs the same CPU time on 1 or 2 cores.
measure_once() {
  local start end usage
  usage=$(mktemp)
  start=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$usage" "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk -v wall="$(awk "BEGIN {print $end - $start}")" 'END {print wall, $1 + $2}' "$usage"
  rm -f "$usage"
}

# Wall seconds of two copies of a command run side by side: a control for the machine. The
# copies share nothing, so the throughput two cores give them (2 x one copy alone / both
# together) is the most that two cores gave any program in that round.
pair_once() {
  local start end
  start=$(date +%s.%N)
  { "$@" >/dev/null 2>&1 || true; } &
  "$@" >/dev/null 2>&1 || true
  wait
  end=$(date +%s.%N)
  awk "BEGIN {print $end - $start}"
}

# Median wall seconds of a command over N runs (after one warm-up run).
time_command() {
  local runs=$1; shift
  "$@" >/dev/null 2>&1 || true
  for _ in $(seq "$runs"); do wall_once "$@"; done | median
}

# The median of the ratios a[i] / b[i] of two lists of times taken side by side.
median_ratio() {
  local -n a=$1 b=$2
  for i in "${!a[@]}"; do awk "BEGIN {print ${a[$i]} / ${b[$i]}}"; done | median
}

# Median peak resident size (MiB) over 3 runs: with several threads and arenas a single
# run's peak varies by a MiB or so.
peak_mib() {
  for _ in 1 2 3; do
    { /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null || true; } | tail -1
  done | median | awk '{printf "%.1f", $1/1024}'
}

printf "%-8s %-34s %10s %8s %9s %10s %10s\n" files command "wall(s)" "cpu(s)" "MB/s" "files/s" "peak MiB"
for n in "${sizes[@]}"; do
  corpus=".bench/corpus-$n"
  if [ ! -d "$corpus" ]; then
    # Generated beside its place and moved in whole, so an interrupted run leaves no half corpus.
    rm -rf "$corpus.partial"
    python3 "$perf/gen_corpus.py" "$corpus.partial" --files "$n" --seed 1 >/dev/null
    mv "$corpus.partial" "$corpus"
  fi
  find "$corpus" -type f | sort > ".bench/list-$n"
  mb=$(du -sb "$corpus" | awk '{print $1/1000000}')
  # Rounds of one run of each command in turn, after a warm-up run of each: a shared VM's
  # speed drifts from minute to minute, so the targets are judged on the ratios of runs made
  # seconds apart (the median over the rounds), not on medians taken minutes apart.
  runs=5
  limit_cmd=("$limit" -@ ".bench/list-$n")
  one_cmd=("$lint" "$corpus" --format json -o .bench/out.json --jobs 1)
  all_cmd=("$lint" "$corpus" --format json -o .bench/out.json)
  [ -n "$limit" ] && wall_once "${limit_cmd[@]}" >/dev/null
  wall_once "${one_cmd[@]}" >/dev/null
  wall_once "${all_cmd[@]}" >/dev/null
  limit_times=(); one_times=(); all_times=(); limit_cpus=(); one_cpus=(); all_cpus=(); pair_times=()
  for _ in $(seq "$runs"); do
    if [ -n "$limit" ]; then
      read -r wall cpu < <(measure_once "${limit_cmd[@]}"); limit_times+=("$wall"); limit_cpus+=("$cpu")
      pair_times+=("$(pair_once "${limit_cmd[@]}")")
    fi
    read -r wall cpu < <(measure_once "${one_cmd[@]}"); one_times+=("$wall"); one_cpus+=("$cpu")
    read -r wall cpu < <(measure_once "${all_cmd[@]}"); all_times+=("$wall"); all_cpus+=("$cpu")
  done
  row() {
    local key=$1 label=$2 times=$3 cpus=$4; shift 4
    local -n list=$times cpu_list=$cpus
    local t; t=$(printf '%s\n' "${list[@]}" | median)
    local c; c=$(printf '%s\n' "${cpu_list[@]}" | median)
    local m; m=$(peak_mib "$@")
    results["$key-$n-time"]=$t
    results["$key-$n-mem"]=$m
    printf "%-8s %-34s %10.3f %8.2f %9.1f %10.0f %10s\n" "$n" "$label" "$t" "$c" "$(awk "BEGIN {print $mb / $t}")" "$(awk "BEGIN {print $n / $t}")" "$m"
  }
  [ -n "$limit" ] && row limit "limit_parse (C, 1 core)" limit_times limit_cpus "${limit_cmd[@]}"
  row one "redirectlint --jobs 1" one_times one_cpus "${one_cmd[@]}"
  row all "redirectlint (all cores)" all_times all_cpus "${all_cmd[@]}"
  if [ -n "$limit" ]; then
    results["ratio-$n"]=$(median_ratio all_times limit_times)
    # 2 x alone / pair, as the median of the rounds' ratios.
    results["machine-$n"]=$(for i in "${!pair_times[@]}"; do awk "BEGIN {print 2 * ${limit_times[$i]} / ${pair_times[$i]}}"; done | median)
  fi
  results["speedup-$n"]=$(median_ratio one_times all_times)
  results["cpu-growth-$n"]=$(median_ratio all_cpus one_cpus)
done

# The monorepo: what a user runs on a large repository where few files are about OAuth.
mono_n=${MONOREPO_FILES:-20000}
if [ "$mono_n" -gt 0 ]; then
  mono=".bench/monorepo-$mono_n"
  if [ ! -d "$mono" ]; then
    rm -rf "$mono.partial"
    python3 scripts/gen-monorepo.py "$mono.partial" --files "$mono_n" --seed 1 --oauth-generator "$perf/gen_corpus.py" >/dev/null
    mv "$mono.partial" "$mono"
  fi
  find "$mono" -type f | sort > .bench/list-monorepo
  n=$mono_n
  mb=$(xargs -a .bench/list-monorepo cat | wc -c | awk '{print $1/1000000}')
  cat_cmd=(xargs -a .bench/list-monorepo cat)
  mono_all=("$lint" "$mono" --format json -o .bench/out.json)
  mono_one=("$lint" "$mono" --format json -o .bench/out.json --jobs 1)
  compare_cmd=()
  [ -n "${COMPARE_BIN:-}" ] && compare_cmd=("$COMPARE_BIN" "$mono" --format json -o .bench/out-compare.json)
  for command in cat_cmd mono_one mono_all compare_cmd; do
    declare -n warm=$command
    [ ${#warm[@]} -gt 0 ] && wall_once "${warm[@]}" >/dev/null
    unset -n warm
  done
  cat_times=(); cat_cpus=(); mono_one_times=(); mono_one_cpus=(); mono_all_times=(); mono_all_cpus=(); compare_times=(); compare_cpus=()
  for _ in $(seq 5); do
    read -r wall cpu < <(measure_once "${cat_cmd[@]}"); cat_times+=("$wall"); cat_cpus+=("$cpu")
    read -r wall cpu < <(measure_once "${mono_one[@]}"); mono_one_times+=("$wall"); mono_one_cpus+=("$cpu")
    read -r wall cpu < <(measure_once "${mono_all[@]}"); mono_all_times+=("$wall"); mono_all_cpus+=("$cpu")
    if [ ${#compare_cmd[@]} -gt 0 ]; then
      read -r wall cpu < <(measure_once "${compare_cmd[@]}"); compare_times+=("$wall"); compare_cpus+=("$cpu")
    fi
  done
  row mono-cat "monorepo: cat (I/O floor)" cat_times cat_cpus "${cat_cmd[@]}"
  row mono-one "monorepo: redirectlint --jobs 1" mono_one_times mono_one_cpus "${mono_one[@]}"
  row mono-all "monorepo: redirectlint (all cores)" mono_all_times mono_all_cpus "${mono_all[@]}"
  results["mono-vs-cat"]=$(median_ratio mono_all_times cat_times)
  if [ ${#compare_cmd[@]} -gt 0 ]; then
    row mono-compare "monorepo: COMPARE_BIN (all cores)" compare_times compare_cpus "${compare_cmd[@]}"
    results["mono-vs-compare"]=$(median_ratio mono_all_times compare_times)
  fi
fi

small=samples/rfc7591/cli-client.json
t=$(time_command 20 "$lint" "$small")
printf "%-8s %-34s %10.4f\n" 1 "redirectlint one small file" "$t"
# What the pre-commit hooks run: one named file checked against every file of a project
# (`--project-root`), here the first corpus. No target; it shows what a commit costs in a
# repository of that size.
hook_corpus=".bench/corpus-${sizes[0]}"
# `sed -n 1p`, not `head -1`: head closes the pipe early, and under pipefail sort's SIGPIPE
# stopped the benchmark here.
hook_file=$(find "$hook_corpus" -name '*client.json' | sort | sed -n 1p)
hook=$(time_command 5 "$lint" --project-root "$hook_corpus" "$hook_file")
printf "%-8s %-34s %10.4f\n" "${sizes[0]}" "hook: 1 file, --project-root" "$hook"

# The guardrails (issue 26), judged on the largest synthetic corpus of this run and the monorepo.
first=${sizes[0]}; last=${sizes[${#sizes[@]}-1]}
verdict() { awk "BEGIN {exit !($1)}" && echo "met" || echo "NOT met"; }
echo
echo "guardrails (largest synthetic corpus: $last files)"
if [ -n "$limit" ]; then
  ratio=$(awk "BEGIN {printf \"%.2f\", ${results[ratio-$last]}}")
  echo "  full lint vs parse-only C:      ${ratio}x, median of the rounds' ratios (limit 2.6x): $(verdict "$ratio <= 2.6")"
fi
echo "  peak memory:                    ${results[all-$last-mem]} MiB (limit 512): $(verdict "${results[all-$last-mem]} <= 512")"
if [ "$first" != "$last" ]; then
  growth=$(awk "BEGIN {printf \"%.2f\", ${results[all-$last-mem]} / ${results[all-$first-mem]}}")
  echo "  (memory growth $first -> $last files: ${growth}x; findings are kept in memory, so it grows with them)"
fi
echo "  one small file:                 ${t} s (limit 0.010 s): $(verdict "$t <= 0.010")"
speedup=$(awk "BEGIN {printf \"%.2f\", ${results[speedup-$last]}}")
echo "  all cores ($(getconf _NPROCESSORS_ONLN)) vs --jobs 1:      ${speedup}x (at least 1.6x on 2 cores): $(verdict "$speedup >= 1.6")"
cpu_growth=$(awk "BEGIN {printf \"%.2f\", ${results[cpu-growth-$last]}}")
echo "  (CPU time, all cores vs --jobs 1: ${cpu_growth}x; above 1 the same work cost more CPU on more threads)"
if [ -n "$limit" ]; then
  machine=$(awk "BEGIN {printf \"%.2f\", ${results[machine-$last]}}")
  echo "  (control: two copies of limit_parse side by side ran ${machine}x as fast as one; that is what 2 cores gave a program with no shared work in this run)"
fi
if [ "$mono_n" -gt 0 ]; then
  echo "  monorepo peak memory:           ${results[mono-all-$mono_n-mem]} MiB (limit 64): $(verdict "${results[mono-all-$mono_n-mem]} <= 64")"
  echo "  (monorepo vs cat of its files:  $(awk "BEGIN {printf \"%.2f\", ${results[mono-vs-cat]}}")x, median of the rounds' ratios)"
  if [ -n "${results[mono-vs-compare]:-}" ]; then
    vs=$(awk "BEGIN {printf \"%.2f\", ${results[mono-vs-compare]}}")
    echo "  monorepo vs COMPARE_BIN:        ${vs}x (no slower; differences under 15% are the machine): $(verdict "$vs <= 1.15")"
  fi
fi

# Figures without a limit, after the guardrails so that a run cut short still judges them.
# Every file of the largest corpus named on the command line, as xargs and `pre-commit run
# --all-files` pass them: the same lint as the all-cores run above, so the times should match
# (ArgumentParser alone, given 10,000 paths, took 2.4 s before FoldedArguments).
# A command timed without a look at how it ended could be one that failed at once (too long
# a command line, a baseline not written): each of these runs once first, and must exit 0
# or 1 (findings).
must_run() {
  local status=0
  "$@" >/dev/null 2>&1 || status=$?
  if [ "$status" -gt 1 ]; then echo "bench.sh: exit status $status from: ${*:1:6} ..." >&2; exit 1; fi
}
named_corpus=${sizes[${#sizes[@]}-1]}
mapfile -t named < ".bench/list-$named_corpus"
must_run "$lint" --format json -o .bench/out.json "${named[@]}"
named_t=$(time_command 3 "$lint" --format json -o .bench/out.json "${named[@]}")
printf "%-8s %-34s %10.4f\n" "$named_corpus" "every file named (xargs)" "$named_t"

# The other output formats and the baseline round trip, each a full lint of the largest
# corpus on all cores (no target; each should cost about what JSON does): wall seconds and
# peak memory, medians of 3 runs.
wall_and_peak() {
  local usage walls=() peaks=() start end
  usage=$(mktemp)
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    /usr/bin/time -f "%M" -o "$usage" "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    walls+=("$(awk "BEGIN {print $end - $start}")")
    peaks+=("$(tail -1 "$usage")")
  done
  rm -f "$usage"
  printf '%s %s\n' "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${peaks[@]}" | median | awk '{printf "%.1f", $1/1024}')"
}
other_corpus=".bench/corpus-$named_corpus"
other_row() {
  local label=$1; shift
  local t m
  must_run "$@"
  read -r t m < <(wall_and_peak "$@")
  printf "%-8s %-34s %10.3f %8s %9s %10s %10s\n" "$named_corpus" "$label" "$t" "" "" "" "$m"
}
for format in text sarif github gitlab; do
  other_row "--format $format" "$lint" "$other_corpus" --format "$format" -o ".bench/out.$format"
done
other_row "--write-baseline" "$lint" "$other_corpus" --write-baseline .bench/baseline.json
other_row "--baseline (all findings known)" "$lint" "$other_corpus" --baseline .bench/baseline.json --format json -o .bench/out.json

