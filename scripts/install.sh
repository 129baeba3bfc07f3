#!/bin/sh
# Installs a released redirectlint binary: no Swift, no libyaml needed.
#
#   curl -fsSL https://raw.githubusercontent.com/redirectlint/redirectlint/main/scripts/install.sh | sh
#   curl -fsSL .../install.sh | sh -s -- --version 0.1.0 --dir /usr/local/bin
#
# Downloads redirectlint-<version>-<os>-<arch>.tar.gz of this machine (linux-x86_64,
# linux-aarch64, macos-universal) and its .sha256 from the GitHub release, refuses the
# archive unless its SHA-256 matches, and puts `redirectlint` in ~/.local/bin (or --dir).
#
# Options (or environment):
#   --version X  (REDIRECTLINT_VERSION)       a release such as 0.1.0; default the latest release
#   --dir DIR    (REDIRECTLINT_INSTALL_DIR)   where the binary goes; default ~/.local/bin
#   REDIRECTLINT_REPO          the GitHub repository (default redirectlint/redirectlint)
#   REDIRECTLINT_GITHUB_URL    the GitHub server (default https://github.com; GitHub Enterprise)
#   REDIRECTLINT_DOWNLOAD_URL  a folder holding the archives and .sha256 files instead of the
#                              GitHub release (a mirror, a test server); "{version}" in it is
#                              replaced by the version, which must then be given.
# POSIX sh: it is meant to be piped into `sh`.
set -eu

repo="${REDIRECTLINT_REPO:-redirectlint/redirectlint}"
github="${REDIRECTLINT_GITHUB_URL:-https://github.com}"
github="${github%/}"
version="${REDIRECTLINT_VERSION:-}"
dir="${REDIRECTLINT_INSTALL_DIR:-}"
base="${REDIRECTLINT_DOWNLOAD_URL:-}"

say() { printf 'install.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --version) [ $# -ge 2 ] || die "--version needs a value"; version="$2"; shift 2 ;;
    --version=*) version="${1#--version=}"; shift ;;
    --dir) [ $# -ge 2 ] || die "--dir needs a value"; dir="$2"; shift 2 ;;
    --dir=*) dir="${1#--dir=}"; shift ;;
    -h|--help) echo "usage: install.sh [--version X] [--dir DIR]   (see the comment at the top of scripts/install.sh)"; exit 0 ;;
    *) die "unknown argument '$1' (options: --version X, --dir DIR)" ;;
  esac
done
version="${version#v}"
[ -n "$dir" ] || dir="${HOME:?HOME is not set; give --dir}/.local/bin"

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) die "no release for $(uname -s); build from source (README, Install)" ;;
esac
if [ "$os" = macos ]; then
  arch=universal
else
  case "$(uname -m)" in
    x86_64|amd64) arch=x86_64 ;;
    aarch64|arm64) arch=aarch64 ;;
    *) die "no Linux release for $(uname -m); build from source (README, Install)" ;;
  esac
fi

if command -v curl >/dev/null 2>&1; then
  fetch() { curl -fsSL --retry 2 -o "$2" "$1"; }
  final_url() { curl -fsSLI -o /dev/null -w '%{url_effective}' "$1"; }
elif command -v wget >/dev/null 2>&1; then
  fetch() { wget -q -O "$2" "$1"; }
  final_url() { wget -q -S --spider "$1" 2>&1 | sed -n 's/^ *[Ll]ocation: *//p' | tail -n 1 | tr -d '\r'; }
else
  die "neither curl nor wget is installed"
fi

if [ -z "$version" ]; then
  [ -z "$base" ] || die "REDIRECTLINT_DOWNLOAD_URL needs a version: give --version or REDIRECTLINT_VERSION"
  # github.com/<repo>/releases/latest redirects to .../releases/tag/v<version> (no API token,
  # no rate limit of the REST API).
  latest="$(final_url "$github/$repo/releases/latest")" \
    || die "could not find the latest release of $repo (give --version)"
  version="${latest##*/tag/}"
  version="${version#v}"
  case "$version" in
    [0-9]*.[0-9]*.[0-9]*) ;;
    *) die "could not find the latest release of $repo (got '$latest'; give --version)" ;;
  esac
fi
if [ -z "$base" ]; then
  base="$github/$repo/releases/download/v$version"
else
  base="$(printf '%s' "$base" | sed "s/{version}/$version/g")"
  base="${base%/}"
fi

name="redirectlint-$version-$os-$arch"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-install.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

say "downloading $base/$name.tar.gz"
fetch "$base/$name.tar.gz" "$tmp/$name.tar.gz" || die "could not download $base/$name.tar.gz (is $version released for $os-$arch?)"
fetch "$base/$name.tar.gz.sha256" "$tmp/$name.tar.gz.sha256" || die "could not download $base/$name.tar.gz.sha256"

expected="$(awk 'NR == 1 { print $1 }' "$tmp/$name.tar.gz.sha256" | tr 'A-F' 'a-f')"
if command -v sha256sum >/dev/null 2>&1; then
  actual="$(sha256sum "$tmp/$name.tar.gz" | awk '{ print $1 }')"
elif command -v shasum >/dev/null 2>&1; then
  actual="$(shasum -a 256 "$tmp/$name.tar.gz" | awk '{ print $1 }')"
else
  die "neither sha256sum nor shasum is installed; cannot check the download"
fi
case "$expected" in
  *[!0-9a-f]*|"") die "$name.tar.gz.sha256 holds no SHA-256; refusing to install" ;;
esac
[ "${#expected}" -eq 64 ] || die "$name.tar.gz.sha256 holds no SHA-256; refusing to install"
if [ "$actual" != "$expected" ]; then
  die "checksum mismatch for $name.tar.gz: expected $expected, got $actual; refusing to install (the download is corrupt or was tampered with)"
fi
say "SHA-256 verified: $actual"

tar -xzf "$tmp/$name.tar.gz" -C "$tmp"
[ -f "$tmp/$name/redirectlint" ] || die "$name.tar.gz holds no $name/redirectlint"

mkdir -p "$dir"
# Next to the target, then renamed: a running redirectlint is never half overwritten.
cp "$tmp/$name/redirectlint" "$dir/.redirectlint.$$"
chmod 755 "$dir/.redirectlint.$$"
mv -f "$dir/.redirectlint.$$" "$dir/redirectlint"

installed="$("$dir/redirectlint" --version 2>/dev/null)" || die "$dir/redirectlint does not run on this machine"
say "installed redirectlint $installed to $dir/redirectlint"
case ":${PATH:-}:" in
  *":$dir:"*) ;;
  *) say "$dir is not on PATH; add it, e.g. export PATH=\"$dir:\$PATH\"" ;;
esac
