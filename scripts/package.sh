#!/usr/bin/env bash
# Builds the release archive users install without Swift:
#
#   dist/redirectlint-<version>-<os>-<arch>.tar.gz       redirectlint (stripped), LICENSE, README.md
#   dist/redirectlint-<version>-<os>-<arch>.tar.gz.sha256  "<sha-256>  <archive name>"
#
# The binary carries the Swift runtime and Foundation (--static-swift-stdlib) and libyaml
# (a static libyaml.a is linked instead of libyaml.so), so it needs nothing beyond the C
# library. On Linux the script refuses a binary that `ldd` shows linked to libyaml or
# libswift*.
#
# The version is the binary's own `--version` (ToolInfo.version in
# Sources/RedirectLintReporters/Reporter.swift, the one source of truth); the script refuses
# to package when CHANGELOG.md's latest release heading (## [x.y.z]) says otherwise.
#
# Environment:
#   REDIRECTLINT_SCRATCH   SwiftPM scratch path of the release build (default .build-release,
#                          apart from the debug .build); a second run reuses the build.
#   REDIRECTLINT_BINARY    package this binary, build nothing (CI: a macOS universal binary
#                          made with lipo); still checked and stripped.
#   REDIRECTLINT_SWIFT_SDK build with `--swift-sdk` (e.g. x86_64-swift-linux-musl, the Swift
#                          Static Linux SDK); REDIRECTLINT_LIBYAML_A then names a libyaml.a
#                          built for that target.
#   REDIRECTLINT_LIBYAML_A the static libyaml to link (default: libyaml.a in pkg-config's
#                          libdir of yaml-0.1, or in Homebrew's libyaml); its yaml.h is found
#                          through pkg-config, or REDIRECTLINT_LIBYAML_INCLUDE names the folder.
#   REDIRECTLINT_BUILD_ARGS more `swift build` arguments, split on spaces (e.g. --triple
#                          x86_64-apple-macosx15.0).
#   REDIRECTLINT_BUILD_ONLY=1  build, print the binary's path, package nothing (the macOS
#                          release builds two architectures, then lipo, then packages that).
#   REDIRECTLINT_OS, REDIRECTLINT_ARCH  the archive name's parts (default from uname:
#                          linux|macos, x86_64|aarch64).
#   DIST_DIR               where archives go (default dist/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
started=$SECONDS

scratch="${REDIRECTLINT_SCRATCH:-$root/.build-release}"
dist="${DIST_DIR:-$root/dist}"

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
  else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

# The latest release heading of CHANGELOG.md: the first "## [x.y.z]" that is not Unreleased.
changelog_version() {
  sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*[^]]*\)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1
}

case "$(uname -s)" in
  Linux) os_default=linux ;;
  Darwin) os_default=macos ;;
  *) os_default="$(uname -s | tr '[:upper:]' '[:lower:]')" ;;
esac
case "$(uname -m)" in
  x86_64|amd64) arch_default=x86_64 ;;
  aarch64|arm64) arch_default=aarch64 ;;
  *) arch_default="$(uname -m)" ;;
esac
os="${REDIRECTLINT_OS:-$os_default}"
arch="${REDIRECTLINT_ARCH:-$arch_default}"

if [ -n "${REDIRECTLINT_BINARY:-}" ]; then
  binary="$REDIRECTLINT_BINARY"
else
  # A pkg-config file of our own for yaml-0.1 whose only library folder holds libyaml.a and
  # nothing else: `-lyaml` then finds the static library first (GNU ld, lld and ld64 all
  # search the -L folders in order, before the system ones), and no libyaml.so is recorded.
  libyaml_a="${REDIRECTLINT_LIBYAML_A:-}"
  if [ -z "$libyaml_a" ]; then
    for candidate in "$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)/libyaml.a" \
      "$(brew --prefix libyaml 2>/dev/null || echo /nonexistent)/lib/libyaml.a"; do
      if [ -f "$candidate" ]; then libyaml_a="$candidate"; break; fi
    done
  fi
  if [ ! -f "$libyaml_a" ]; then
    echo "package.sh: no static libyaml (libyaml.a) found; install libyaml-dev (apt) or libyaml (brew), or set REDIRECTLINT_LIBYAML_A" >&2
    exit 2
  fi
  static="$scratch/static-libyaml"
  mkdir -p "$static/lib" "$static/pkgconfig"
  ln -sf "$libyaml_a" "$static/lib/libyaml.a"
  includedir="${REDIRECTLINT_LIBYAML_INCLUDE:-$(pkg-config --variable=includedir yaml-0.1 2>/dev/null || true)}"
  if [ -z "$includedir" ]; then includedir="$(cd "$(dirname "$libyaml_a")/../include" && pwd)"; fi
  cat > "$static/pkgconfig/yaml-0.1.pc" <<EOF
Name: LibYAML
Description: libyaml, linked statically by scripts/package.sh
Version: 0.2.5
Cflags: -I$includedir
Libs: -L$static/lib -lyaml
EOF

  build=(swift build -c release --scratch-path "$scratch" --product redirectlint --static-swift-stdlib)
  if [ -n "${REDIRECTLINT_SWIFT_SDK:-}" ]; then build+=(--swift-sdk "$REDIRECTLINT_SWIFT_SDK"); fi
  if [ -n "${REDIRECTLINT_BUILD_ARGS:-}" ]; then
    read -r -a more <<< "$REDIRECTLINT_BUILD_ARGS"
    build+=("${more[@]}")
  fi
  echo "--- ${build[*]} (libyaml: $libyaml_a)"
  PKG_CONFIG_PATH="$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" "${build[@]}"
  binary="$(PKG_CONFIG_PATH="$static/pkgconfig" "${build[@]}" --show-bin-path)/redirectlint"
  if [ "${REDIRECTLINT_BUILD_ONLY:-0}" = 1 ]; then
    echo "$binary"
    exit 0
  fi
fi

if [ ! -x "$binary" ]; then
  echo "package.sh: no binary at $binary" >&2
  exit 2
fi

version="$("$binary" --version)"
expected="$(changelog_version)"
if [ "$version" != "$expected" ]; then
  echo "package.sh: redirectlint --version says '$version' but CHANGELOG.md's latest release heading is '$expected'" >&2
  exit 1
fi

if [ "$os" = linux ] && command -v ldd >/dev/null 2>&1; then
  libraries="$(ldd "$binary" 2>&1 || true)"
  if printf '%s\n' "$libraries" | grep -Eq 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|libicu|not found'; then
    printf '%s\n' "$libraries" >&2
    echo "package.sh: the binary still needs the libraries above; it must need only the C library" >&2
    exit 1
  fi
  echo "--- ldd: $(printf '%s\n' "$libraries" | awk '{print $1}' | tr '\n' ' ')"
fi

name="redirectlint-$version-$os-$arch"
stage="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-package.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
cp "$binary" "$stage/$name/redirectlint"
chmod 755 "$stage/$name/redirectlint"
if [ "${REDIRECTLINT_NO_STRIP:-0}" != 1 ]; then
  if [ "$os" = macos ]; then strip -x "$stage/$name/redirectlint"; else strip "$stage/$name/redirectlint"; fi
fi
cp LICENSE README.md "$stage/$name/"
chmod 644 "$stage/$name/LICENSE" "$stage/$name/README.md"

mkdir -p "$dist"
archive="$dist/$name.tar.gz"
# Reproducible where GNU tar allows: sorted names, no owners, the last commit's time.
if tar --version 2>/dev/null | grep -q 'GNU tar'; then
  epoch="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
    -C "$stage" -cf - "$name" | gzip -n -9 > "$archive"
else
  tar -C "$stage" -cf - "$name" | gzip -n -9 > "$archive"
fi
( cd "$dist" && printf '%s  %s\n' "$(sha256 "$name.tar.gz")" "$name.tar.gz" > "$name.tar.gz.sha256" )

size() { wc -c < "$1" | tr -d ' '; }
echo "--- $archive ($(size "$archive") bytes; binary $(size "$stage/$name/redirectlint") bytes stripped) in $((SECONDS - started)) s"
cat "$archive.sha256"
