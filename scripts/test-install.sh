#!/usr/bin/env bash
# scripts/install.sh against a local server (seconds; no network beyond loopback):
#
#   A copy of dist/ (the archive of this machine from scripts/package.sh and its .sha256) is
#   served by Python's http.server bound to 127.0.0.1 on a free port, stopped at the end (and
#   killed after REDIRECTLINT_SERVER_SECONDS, default 120, whatever happens), and:
#
#   0. with no version and no download URL, as users run it: the latest release is found
#      through <server>/<repo>/releases/latest's redirect to .../releases/tag/v<version>, as
#      github.com answers (REDIRECTLINT_GITHUB_URL points at the local server), and the
#      archive comes from <server>/<repo>/releases/download/v<version>/;
#   1. install.sh --version <v> --dir <folder>: the binary lands there, prints the version,
#      finds the errors of a bad registration (exit 1) and passes a clean one (exit 0);
#   2. without --dir, it installs to $HOME/.local/bin (HOME pointed at a temporary folder);
#   3. a tampered archive (one byte changed, the .sha256 kept) is refused with a checksum
#      mismatch, and nothing is installed;
#   4. a version that is not on the server fails with a message naming the URL.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
started=$SECONDS

fail() { echo "FAIL: $*" >&2; exit 1; }

version="$(sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*[^]]*\)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1)"
case "$(uname -s)" in Darwin) platform=macos-universal ;; *)
  case "$(uname -m)" in aarch64|arm64) platform=linux-aarch64 ;; *) platform="linux-$(uname -m)" ;; esac ;;
esac
name="redirectlint-$version-$platform.tar.gz"
dist="${DIST_DIR:-$root/dist}"
[ -f "$dist/$name" ] && [ -f "$dist/$name.sha256" ] || fail "no $dist/$name and .sha256 (run scripts/package.sh first)"

work="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-test-install.XXXXXX")"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/served/good" "$work/served/tampered"
cp "$dist/$name" "$dist/$name.sha256" "$work/served/good/"
cp "$dist/$name" "$dist/$name.sha256" "$work/served/tampered/"
# One byte changed in the middle of the archive; the published checksum kept.
python3 - "$work/served/tampered/$name" <<'EOF'
import sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
data[len(data) // 2] ^= 0x01
open(path, "wb").write(data)
EOF

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
bound=()
if command -v timeout >/dev/null 2>&1; then bound=(timeout "${REDIRECTLINT_SERVER_SECONDS:-120}"); fi
# http.server's file server over $work/served, plus GitHub's redirect of releases/latest
# and its releases/download/v<version>/ folder (the good copy).
cat > "$work/server.py" <<'EOF'
import functools, http.server, sys
port, root, version = int(sys.argv[1]), sys.argv[2], sys.argv[3]
class Handler(http.server.SimpleHTTPRequestHandler):
    def route(self):
        if self.path == "/owner/repo/releases/latest":
            self.send_response(302)
            self.send_header("Location", f"/owner/repo/releases/tag/v{version}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        if self.path == f"/owner/repo/releases/tag/v{version}":
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        prefix = f"/owner/repo/releases/download/v{version}/"
        if self.path.startswith(prefix):
            self.path = "/good/" + self.path[len(prefix):]
        return False
    def do_GET(self):
        if not self.route():
            super().do_GET()
    def do_HEAD(self):
        if not self.route():
            super().do_HEAD()
handler = functools.partial(Handler, directory=root)
http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()
EOF
"${bound[@]}" python3 "$work/server.py" "$port" "$work/served" "$version" > "$work/server.log" 2>&1 &
server=$!
url="http://127.0.0.1:$port"
for _ in $(seq 50); do
  if curl -fsS -o /dev/null "$url/good/$name.sha256" 2>/dev/null; then break; fi
  sleep 0.2
done
curl -fsS -o /dev/null "$url/good/$name.sha256" || fail "the test server on $url did not start"
echo "--- serving a copy of dist/ on $url (pid $server)"

cat > "$work/bad.json" <<'EOF'
{"client_id": "mobile", "application_type": "native", "token_endpoint_auth_method": "none",
 "redirect_uris": ["myapp://oauth"]}
EOF
cat > "$work/clean.json" <<'EOF'
{"client_id": "mobile", "application_type": "native", "token_endpoint_auth_method": "none",
 "redirect_uris": ["com.contoso.app:/oauth2redirect"]}
EOF

# install.sh as users run it: piped into sh.
install_with() {
  local status=0
  env "$@" sh -s -- < "$root/scripts/install.sh" > "$work/out" 2>&1 || status=$?
  echo "$status"
}

echo "--- 0. the latest release, from a GitHub-like server"
status="$(install_with REDIRECTLINT_GITHUB_URL="$url" REDIRECTLINT_REPO=owner/repo HOME="$work/home0" REDIRECTLINT_INSTALL_DIR="$work/latest-bin")"
[ "$status" -eq 0 ] || { cat "$work/out"; fail "install.sh (latest) exited with $status"; }
grep -q "downloading $url/owner/repo/releases/download/v$version/$name" "$work/out" || { cat "$work/out"; fail "not the latest release's archive"; }
[ "$("$work/latest-bin/redirectlint" --version)" = "$version" ] || fail "the latest release installed does not print $version"
echo "found $version as the latest release and installed it"

echo "--- 1. --version $version --dir <folder>"
status="$(install_with REDIRECTLINT_DOWNLOAD_URL="$url/good" HOME="$work/home" REDIRECTLINT_VERSION="v$version" REDIRECTLINT_INSTALL_DIR="$work/bin")"
[ "$status" -eq 0 ] || { cat "$work/out"; fail "install.sh exited with $status"; }
grep -q "SHA-256 verified" "$work/out" || { cat "$work/out"; fail "install.sh did not say it verified the checksum"; }
[ "$("$work/bin/redirectlint" --version)" = "$version" ] || fail "the installed binary does not print $version"
status=0; NO_COLOR=1 "$work/bin/redirectlint" "$work/bad.json" > "$work/lint" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q "private-scheme-not-reverse-domain" "$work/lint" || { cat "$work/lint"; fail "bad registration: exit $status"; }
status=0; "$work/bin/redirectlint" "$work/clean.json" > "$work/lint" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/lint"; fail "clean registration: exit $status"; }
echo "installed, $version, lints (exit 1 on the bad registration, 0 on the clean one)"

echo "--- 2. the default folder, ~/.local/bin, with the arguments form"
status=0
env REDIRECTLINT_DOWNLOAD_URL="$url/good" HOME="$work/home" PATH="$PATH" \
  sh -s -- --version "$version" < "$root/scripts/install.sh" > "$work/out" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/out"; fail "install.sh exited with $status"; }
[ -x "$work/home/.local/bin/redirectlint" ] || fail "nothing in \$HOME/.local/bin"
grep -q "is not on PATH" "$work/out" || { cat "$work/out"; fail "no hint that ~/.local/bin is not on PATH"; }
echo "installed to \$HOME/.local/bin"

echo "--- 3. a tampered archive is refused"
status="$(install_with REDIRECTLINT_DOWNLOAD_URL="$url/tampered" HOME="$work/home" REDIRECTLINT_VERSION="$version" REDIRECTLINT_INSTALL_DIR="$work/tampered-bin")"
[ "$status" -ne 0 ] || { cat "$work/out"; fail "install.sh installed a tampered archive"; }
grep -q "checksum mismatch for $name" "$work/out" && grep -q "refusing to install" "$work/out" \
  || { cat "$work/out"; fail "no clear checksum mismatch message"; }
[ ! -e "$work/tampered-bin/redirectlint" ] || fail "a binary was installed from the tampered archive"
sed -n 's/^install.sh: checksum/checksum/p' "$work/out"

echo "--- 4. a version that is not released"
status="$(install_with REDIRECTLINT_DOWNLOAD_URL="$url/good" HOME="$work/home" REDIRECTLINT_VERSION="9.9.9" REDIRECTLINT_INSTALL_DIR="$work/missing-bin")"
[ "$status" -ne 0 ] && grep -q "could not download $url/good/redirectlint-9.9.9-$platform.tar.gz" "$work/out" \
  || { cat "$work/out"; fail "a missing version: exit $status"; }
echo "refused: $(grep -o 'could not download.*' "$work/out")"

kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""
echo "install test passed ($((SECONDS - started)) s)"
