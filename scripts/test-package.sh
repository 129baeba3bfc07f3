#!/usr/bin/env bash
# Proves the release archive runs on a machine without Swift and without libyaml: a minimal
# Debian root (debootstrap --variant=minbase: libc, coreutils, bash, dpkg; no Swift, no
# libyaml), the archive's binary copied in, and, through chroot:
#
#   1. `redirectlint --version` prints the archive's version;
#   2. `redirectlint samples --format text` exits with 1 and prints samples/expected/text.golden
#      exactly (the end-to-end test's expectation for the debug build);
#   3. a clean registration exits with 0.
#
#   scripts/test-package.sh [archive]   (default: dist/redirectlint-<version>-linux-<arch>.tar.gz)
#
# Needs root (chroot) and, the first time, debootstrap and a Debian mirror (about 1-2 minutes,
# ~200 MB). The root is cached outside the repository, in
# REDIRECTLINT_ROOT_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/redirectlint/debian-<suite>-minbase);
# later runs take seconds. REDIRECTLINT_DEBIAN_SUITE (bookworm) and REDIRECTLINT_DEBIAN_MIRROR
# (http://deb.debian.org/debian) choose the root.
#
# When debootstrap cannot make the root (no mirror reachable), the script says so and falls
# back to a root made only of the libraries `ldd` lists for the binary, labelled FALLBACK in
# its output: a weaker proof (it shows nothing else is needed, not that a real distribution
# runs it). REDIRECTLINT_PACKAGE_ROOT=ldd asks for that root directly.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
started=$SECONDS

fail() { echo "FAIL: $*" >&2; exit 1; }

if [ "$(id -u)" -ne 0 ]; then
  echo "test-package.sh: chroot needs root; skipped" >&2
  exit 77
fi

version="$(sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*[^]]*\)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1)"
case "$(uname -m)" in aarch64|arm64) arch=aarch64 ;; *) arch="$(uname -m)" ;; esac
archive="${1:-$root/dist/redirectlint-$version-linux-$arch.tar.gz}"
[ -f "$archive" ] || fail "no archive $archive (run scripts/package.sh first)"
[ -f "$archive.sha256" ] || fail "no checksum file $archive.sha256"
( cd "$(dirname "$archive")" && sha256sum --check --status "$(basename "$archive").sha256" ) \
  || fail "$archive does not match $archive.sha256"

work="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-test-package.XXXXXX")"
chroot_dir=""
proc_mounted=""
cleanup() {
  if [ -n "$proc_mounted" ]; then umount "$proc_mounted" 2>/dev/null || umount -l "$proc_mounted" 2>/dev/null || true; fi
  if [ -n "$chroot_dir" ]; then rm -rf "$chroot_dir"; fi
  rm -rf "$work"
}
trap cleanup EXIT
tar -xzf "$archive" -C "$work"
binary="$(echo "$work"/redirectlint-*/redirectlint)"
[ -x "$binary" ] || fail "the archive holds no redirectlint binary"
for file in LICENSE README.md; do
  [ -f "$(dirname "$binary")/$file" ] || fail "the archive holds no $file"
done

suite="${REDIRECTLINT_DEBIAN_SUITE:-bookworm}"
mirror="${REDIRECTLINT_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${REDIRECTLINT_ROOT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/redirectlint/debian-$suite-minbase}"
mode="${REDIRECTLINT_PACKAGE_ROOT:-debian}"
label="Debian $suite minbase root"

if [ "$mode" = debian ] && [ ! -f "$cache/.redirectlint-complete" ]; then
  if ! command -v debootstrap >/dev/null 2>&1; then
    echo "--- installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 || {
      apt-get update -qq >/dev/null 2>&1 || true
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 || true
    }
  fi
  echo "--- debootstrap --variant=minbase $suite $cache $mirror (first run only)"
  rm -rf "$cache.partial"
  mkdir -p "$(dirname "$cache")"
  if command -v debootstrap >/dev/null 2>&1 &&
    debootstrap --variant=minbase "$suite" "$cache.partial" "$mirror" > "$work/debootstrap.log" 2>&1; then
    rm -rf "$cache"
    mv "$cache.partial" "$cache"
    touch "$cache/.redirectlint-complete"
  else
    tail -n 20 "$work/debootstrap.log" 2>/dev/null >&2 || true
    echo "test-package.sh: debootstrap could not make a $suite root from $mirror (log above);" \
      "FALLING BACK to a root made of the binary's ldd libraries only" >&2
    rm -rf "$cache.partial"
    mode=ldd
  fi
fi

if [ "$mode" = debian ]; then
  newroot="$cache"
  # What the test adds to the cached root lives in one folder of its /tmp, removed at the end.
  chroot_dir="$(mktemp -d "$newroot/tmp/redirectlint-test.XXXXXX")"
else
  label="FALLBACK root of the binary's ldd libraries only (not a Debian root)"
  newroot="$work/root"
  mkdir -p "$newroot/tmp"
  # Every library ldd names for the binary, under the same path, and a /bin/sh (with its own
  # libraries) to change folder: no coreutils, nothing else.
  mkdir -p "$newroot/bin"
  cp -L /bin/sh "$newroot/bin/sh"
  { ldd "$binary"; ldd /bin/sh; } | grep -o '/[^ ]*' | sort -u | while read -r library; do
    mkdir -p "$newroot$(dirname "$library")"
    cp -L "$library" "$newroot$library"
  done
  chroot_dir="$(mktemp -d "$newroot/tmp/redirectlint-test.XXXXXX")"
fi
inside="${chroot_dir#"$newroot"}"
chroot="$(command -v chroot)"
# The Swift runtime of a statically linked binary reads its arguments from
# /proc/self/cmdline: without /proc, redirectlint sees none and lints the current folder
# (every container runtime mounts /proc; a bare chroot does not).
mkdir -p "$newroot/proc"
if ! mountpoint -q "$newroot/proc"; then
  mount -t proc proc "$newroot/proc" || fail "cannot mount /proc in $newroot"
  proc_mounted="$newroot/proc"
fi
echo "--- in a $label"

# Nothing of Swift or libyaml in the root: the binary must carry them.
leftovers="$(find "$newroot" -xdev \( -name 'libswift*' -o -name 'libyaml*' -o -name 'libFoundation*' -o -name swift \) -print | head -n 5)"
[ -z "$leftovers" ] || fail "the root is not free of Swift and libyaml: $leftovers"

cp "$binary" "$chroot_dir/redirectlint"
cp -R "$root/samples" "$chroot_dir/samples"
mkdir "$chroot_dir/clean"
cat > "$chroot_dir/clean/registration.json" <<'EOF'
{
  "client_id": "mobile",
  "application_type": "native",
  "token_endpoint_auth_method": "none",
  "redirect_uris": ["com.contoso.app:/oauth2redirect"]
}
EOF

# Runs the binary in the root, from the test folder (no shell needed in the root).
run_inside() {
  local status=0
  env -i NO_COLOR=1 PATH=/usr/bin:/bin "$chroot" --userspec=65534:65534 "$newroot" \
    "$inside/redirectlint" "$@" > "$work/stdout" 2> "$work/stderr" || status=$?
  echo "$status"
}
chmod -R a+rX "$chroot_dir"

echo "--- 1. --version"
status="$(run_inside --version)"
[ "$status" -eq 0 ] || { cat "$work/stderr" >&2; fail "--version exited with $status"; }
[ "$(cat "$work/stdout")" = "$version" ] || fail "--version printed '$(cat "$work/stdout")', expected '$version'"
echo "redirectlint --version: $version"

echo "--- 2. samples/ in text format, against samples/expected/text.golden"
# Paths in the output are relative, as in the golden file: run from the samples' parent.
status=0
env -i NO_COLOR=1 PATH=/usr/bin:/bin "$chroot" --userspec=65534:65534 "$newroot" \
  /bin/sh -c "cd '$inside' && exec ./redirectlint samples --format text" > "$work/stdout" 2> "$work/stderr" \
  || status=$?
[ "$status" -eq 1 ] || { cat "$work/stderr" >&2; fail "samples/: expected exit status 1 (errors found), got $status"; }
diff -u "$root/samples/expected/text.golden" "$work/stdout" > "$work/diff" \
  || { head -n 40 "$work/diff" >&2; fail "the output on samples/ differs from samples/expected/text.golden"; }
echo "exit status 1 and the $(wc -l < "$work/stdout" | tr -d ' ') lines of text.golden"

echo "--- 3. a clean registration"
status="$(run_inside "$inside/clean/registration.json")"
[ "$status" -eq 0 ] || { cat "$work/stdout" "$work/stderr" >&2; fail "a clean registration: expected exit status 0, got $status"; }
echo "exit status 0"

echo "package test passed in a $label ($((SECONDS - started)) s)"
