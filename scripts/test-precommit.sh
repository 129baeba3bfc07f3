#!/usr/bin/env bash
# The hooks of .pre-commit-hooks.yaml through a real pre-commit, as a user runs them, in a
# throwaway git project (CI; about 3-4 minutes, most of it the release build).
#
#   1. `pre-commit try-repo <this repository> redirectlint`: pre-commit builds the package with
#      `swift build -c release` (language: swift) and runs it on a registration with a bad
#      redirect URI; the commit must fail with the finding.
#   2. The same registration, fixed, through `redirectlint-system` (language: system, the
#      binary found on PATH: REDIRECTLINT_BIN, default .build/debug/redirectlint): it passes.
#   3. An app manifest that is not part of the commit stops declaring the registration's
#      scheme: the commit of the registration alone fails with the cross-file finding, while
#      the unnamed files' own problems stay unreported.
#
# try-repo takes uncommitted changes to tracked files (and staged new files) into account,
# as it does for any hook repository; untracked files are not part of the hook repository.
# pre-commit is installed with pip when missing; its cache lives in a temporary
# PRE_COMMIT_HOME, removed at the end.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
started=$SECONDS

work="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-precommit.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home"
export NO_COLOR=1

if command -v pre-commit >/dev/null 2>&1; then
  precommit=(pre-commit)
else
  echo "--- installing pre-commit"
  python3 -m pip install --quiet pre-commit
  precommit=(python3 -m pre_commit)
fi
echo "--- $("${precommit[@]}" --version)"

binary="${REDIRECTLINT_BIN:-$root/.build/debug/redirectlint}"
if [ ! -x "$binary" ]; then
  swift build --package-path "$root" --product redirectlint
fi
mkdir -p "$work/bin"
ln -s "$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")" "$work/bin/redirectlint"

project="$work/project"
mkdir -p "$project/clients" "$project/ios/App" "$project/android/src/main"
git init --quiet "$project"
cd "$project"

write_client() {
  cat > clients/mobile.json <<EOF
{
  "client_id": "mobile",
  "application_type": "native",
  "token_endpoint_auth_method": "none",
  "redirect_uris": ["$1"]
}
EOF
}

write_app() {
  cat > ios/App/Info.plist <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key>
  <string>com.contoso.app</string>
  <key>CFBundleURLTypes</key>
  <array><dict><key>CFBundleURLSchemes</key><array><string>$1</string></array></dict></array>
</dict>
</plist>
EOF
}

# Runs pre-commit, keeps its output in $work/output, and checks the exit status.
run_expecting() {
  local expected="$1"
  shift
  local status=0
  "$@" >"$work/output" 2>&1 || status=$?
  if [ "$status" -ne "$expected" ]; then
    cat "$work/output"
    echo "FAIL: expected exit status $expected, got $status from: $*"
    exit 1
  fi
}

expect_output() {
  if ! grep -qF -- "$1" "$work/output"; then
    cat "$work/output"
    echo "FAIL: the output does not contain: $1"
    exit 1
  fi
}

expect_no_output() {
  if grep -qF -- "$1" "$work/output"; then
    cat "$work/output"
    echo "FAIL: the output contains: $1"
    exit 1
  fi
}

write_client "myapp://oauth"
write_app "com.contoso.app"
# Not part of any commit below: a manifest that does not parse.
printf '<manifest package="x"><application>\n' > android/src/main/AndroidManifest.xml
git add --all

echo "--- 1. try-repo, language: swift (builds the package in release mode)"
build_started=$SECONDS
run_expecting 1 "${precommit[@]}" try-repo "$root" redirectlint --files clients/mobile.json --color never --verbose
expect_output "clients/mobile.json:5:22: error: redirect URI 'myapp://oauth' uses the scheme 'myapp'"
expect_output "[private-scheme-not-reverse-domain]"
expect_output "[private-scheme-double-slash]"
echo "failed on the bad redirect URI, as it should ($((SECONDS - build_started)) s with the build)"

try_system() {
  PATH="$work/bin:$PATH" run_expecting "$1" "${precommit[@]}" try-repo "$root" redirectlint-system \
    --files "${@:2}" --color never --verbose
}

echo "--- 2. the registration fixed, language: system"
write_client "com.contoso.app:/oauth"
try_system 0 clients/mobile.json
expect_output "redirectlint"
expect_output "Passed"
expect_no_output "[parse-error]"
echo "passed"

echo "--- 3. a file outside the commit makes a cross-file finding"
write_app "com.contoso.other"
# README.md is not a file redirectlint reads: the hook's files pattern leaves it out.
printf '# demo\n' > README.md
try_system 1 clients/mobile.json README.md
expect_output "clients/mobile.json:5:22: error: redirect URI 'com.contoso.app:/oauth' of client 'mobile' uses the scheme 'com.contoso.app', which no app of the project named under 'com.contoso' declares"
expect_output "[private-scheme-not-declared-by-app]"
# The app's own note (its scheme is unused) and the broken manifest belong to files that
# are not part of this commit.
expect_no_output "[app-scheme-unused]"
expect_no_output "[parse-error]"
expect_no_output "README.md"
echo "failed on the scheme no app declares, and only on it"

echo "pre-commit hooks passed ($((SECONDS - started)) s)"
