#!/usr/bin/env bash
# The wheel of scripts/build-wheel.sh, installed as users install it (seconds, offline):
#
#   1. a fresh `python3 -m venv`, `pip install --no-index <wheel>`: `redirectlint` is on the
#      venv's PATH, prints the version, finds the errors of a bad registration (exit 1) and
#      passes a clean one (exit 0); `python -m redirectlint --version` works too; pip check
#      and `pip uninstall` take the binary away again (the RECORD is right).
#   2. With REDIRECTLINT_TEST_PRECOMMIT=1 (needs PyPI for pre-commit and setuptools, so not in
#      CI by default): `pre-commit try-repo <this repository> redirectlint-python` on a
#      throwaway project, the wheel found through PIP_FIND_LINKS=dist/ (as PyPI would serve
#      it), first use timed from an empty PRE_COMMIT_HOME; it must find the bad registration.
#
#   scripts/test-wheel.sh [wheel]   (default: dist/redirectlint-<version>-py3-none-*.whl of this machine)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
started=$SECONDS
fail() { echo "FAIL: $*" >&2; exit 1; }

version="$(sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*[^]]*\)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1)"
dist="${DIST_DIR:-$root/dist}"
case "$(uname -s)-$(uname -m)" in
  Darwin-*) pattern="*macosx*" ;;
  *-aarch64|*-arm64) pattern="*aarch64*" ;;
  *) pattern="*$(uname -m)*" ;;
esac
if [ $# -gt 0 ]; then wheel="$1"; else
  wheel="$(find "$dist" -maxdepth 1 -name "redirectlint-$version-py3-none-$pattern.whl" | sort | tail -n 1)"
fi
[ -n "$wheel" ] && [ -f "$wheel" ] || fail "no wheel for this machine in $dist (run scripts/build-wheel.sh)"
echo "--- $(basename "$wheel") ($(wc -c < "$wheel" | tr -d ' ') bytes)"

work="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-test-wheel.XXXXXX")"
trap 'rm -rf "$work"' EXIT

cat > "$work/bad.json" <<'EOF'
{"client_id": "mobile", "application_type": "native", "token_endpoint_auth_method": "none",
 "redirect_uris": ["myapp://oauth"]}
EOF
cat > "$work/clean.json" <<'EOF'
{"client_id": "mobile", "application_type": "native", "token_endpoint_auth_method": "none",
 "redirect_uris": ["com.contoso.app:/oauth2redirect"]}
EOF

echo "--- 1. pip install into a fresh venv"
python3 -m venv "$work/venv"
step=$SECONDS
"$work/venv/bin/python" -m pip install --quiet --no-index --disable-pip-version-check "$wheel"
echo "installed in $((SECONDS - step)) s"
# As in an activated venv: the venv's bin/ first on PATH, nothing else of redirectlint.
venv_path="$work/venv/bin:/usr/bin:/bin"
[ "$(PATH="$venv_path" command -v redirectlint)" = "$work/venv/bin/redirectlint" ] || fail "redirectlint is not on the venv's PATH"
[ "$(PATH="$venv_path" redirectlint --version)" = "$version" ] || fail "redirectlint --version is not $version"
[ "$(PATH="$venv_path" python -m redirectlint --version)" = "$version" ] || fail "python -m redirectlint --version is not $version"
status=0; PATH="$venv_path" NO_COLOR=1 redirectlint "$work/bad.json" > "$work/out" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q "\[private-scheme-not-reverse-domain\]" "$work/out" || { cat "$work/out"; fail "bad registration: exit $status"; }
status=0; PATH="$venv_path" redirectlint "$work/clean.json" > "$work/out" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/out"; fail "clean registration: exit $status"; }
"$work/venv/bin/python" -m pip check --disable-pip-version-check > /dev/null || fail "pip check"
"$work/venv/bin/python" -m pip uninstall --quiet --yes redirectlint
[ ! -e "$work/venv/bin/redirectlint" ] || fail "pip uninstall left the binary behind"
echo "redirectlint $version on the venv's PATH, lints (exit 1 bad, 0 clean), python -m works, uninstalls cleanly"

if [ "${REDIRECTLINT_TEST_PRECOMMIT:-0}" = 1 ]; then
  echo "--- 2. pre-commit try-repo . redirectlint-python (language: python, wheel from dist/)"
  if ! python3 -c "import pre_commit" 2>/dev/null; then
    python3 -m venv "$work/pc"
    "$work/pc/bin/python" -m pip install --quiet --disable-pip-version-check pre-commit
    precommit=("$work/pc/bin/python" -m pre_commit)
  else
    precommit=(python3 -m pre_commit)
  fi
  echo "$("${precommit[@]}" --version)"
  export PRE_COMMIT_HOME="$work/pre-commit-home"
  project="$work/project"
  mkdir -p "$project"
  git init --quiet "$project"
  cp "$work/bad.json" "$project/client.json"
  (cd "$project" && git add client.json)
  step=$SECONDS
  status=0
  (cd "$project" && PIP_FIND_LINKS="$(dirname "$wheel")" NO_COLOR=1 \
    "${precommit[@]}" try-repo "$root" redirectlint-python --files client.json --color never --verbose) \
    > "$work/out" 2>&1 || status=$?
  took=$((SECONDS - step))
  [ "$status" -eq 1 ] && grep -q "\[private-scheme-not-reverse-domain\]" "$work/out" \
    || { cat "$work/out"; fail "pre-commit: expected the finding and exit 1, got $status"; }
  grep -q "^redirectlint-pre-commit\|redirectlint" "$work/out"
  echo "first use (environment made, wheel installed, hook run) in $took s; found the bad redirect URI"
  [ "$took" -lt 15 ] || fail "first use took $took s, not under 15 s"
fi

echo "wheel test passed ($((SECONDS - started)) s)"
