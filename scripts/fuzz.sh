#!/usr/bin/env bash
# Build the libFuzzer targets with AddressSanitizer and run each for a while.
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
# Seeds: samples/ and ../shared/corpus/ (when present). Crashes are written to
# .fuzz/crashes/<target>/; minimise one with `<binary> -minimize_crash=1 -runs=10000 FILE`,
# commit it under Tests/Regressions/ and add a test. Every target loads with the limits a run
# uses (LoadLimits.default): lower ones here would hide what gets past the run's.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-15}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzYAMLLoader FuzzXMLLoader FuzzPlistLoader FuzzGradleScanner FuzzHCLLoader FuzzPipeline)

scratch=.build-fuzz
for target in "${targets[@]}"; do
  REDIRECTLINT_FUZZ=1 swift build -c release --scratch-path "$scratch" --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -E "error|warning: unre|Compiling|Build" | grep -v "Compiling" || true
done
bin="$(REDIRECTLINT_FUZZ=1 swift build -c release --scratch-path "$scratch" --show-bin-path)"

seeds="$(mktemp -d)"
find samples rules -type f \( -name '*.json' -o -name '*.yaml' -o -name '*.yml' -o -name '*.plist' -o -name '*.xml' -o -name '*.gradle' -o -name '*.kts' -o -name '*.tf' -o -name '*.cs' \) -exec cp {} "$seeds/" \; 2>/dev/null || true
if [ -d ../shared/corpus ]; then
  i=0
  while IFS= read -r f; do i=$((i+1)); cp "$f" "$seeds/corpus-$i-$(basename "$f")"; done < <(find ../shared/corpus -type f)
fi

status=0
for target in "${targets[@]}"; do
  work=".fuzz/corpus/$target"; crashes=".fuzz/crashes/$target"
  mkdir -p "$work" "$crashes"
  echo "--- $target for ${seconds}s"
  if ! "$bin/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=65536 \
       -print_final_stats=1 -artifact_prefix="$crashes/" "$work" "$seeds" > ".fuzz/$target.log" 2>&1; then
    status=1
    echo "$target FOUND A CRASH: see .fuzz/$target.log and $crashes/"
    tail -40 ".fuzz/$target.log"
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" ".fuzz/$target.log" | sed "s/^/$target /"
done
exit $status
