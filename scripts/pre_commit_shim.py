"""PEP 517 build backend of pyproject.toml: the pre-commit hook's metadata-only package.

pre-commit installs a `language: python` hook with `pip install .` on this repository. What
that should install is the prebuilt redirectlint wheel (scripts/build-wheel.sh), so the
package built here holds nothing but metadata: its name, version and one dependency,
`redirectlint==<version>`, all read from pyproject.toml. Being in the tree, this backend needs
no download (setuptools took a few seconds of the hook's first use); it runs on Python 3.8+.
"""
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _project():
    """name, version and dependencies of pyproject.toml's [project] table."""
    with open(os.path.join(_ROOT, "pyproject.toml"), encoding="utf-8") as file:
        text = file.read()
    table = text.split("[project]", 1)[1].split("\n[", 1)[0]
    name = re.search(r'^name = "([^"]+)"', table, re.M).group(1)
    version = re.search(r'^version = "([^"]+)"', table, re.M).group(1)
    dependencies = re.findall(r'"([^"]+)"', re.search(r"^dependencies = \[([^\]]*)\]", table, re.M).group(1))
    return name, version, dependencies


def _metadata():
    name, version, dependencies = _project()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
             "Summary: pre-commit hook shim: installs the redirectlint wheel of the same version",
             "License: Apache-2.0", "Requires-Python: >=3.8"]
    lines += [f"Requires-Dist: {dependency}" for dependency in dependencies]
    return name, version, "\n".join(lines) + "\n"


def _dist_name(name):
    return re.sub(r"[-_.]+", "_", name).lower()


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name, version, metadata = _metadata()
    info = f"{_dist_name(name)}-{version}.dist-info"
    files = {
        f"{info}/METADATA": metadata.encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: scripts/pre_commit_shim.py\n"
                         b"Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = ""
    for path, content in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=").decode()
        record += f"{path},sha256={digest},{len(content)}\n"
    files[f"{info}/RECORD"] = (record + f"{info}/RECORD,,\n").encode()
    wheel = f"{_dist_name(name)}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as archive:
        for path, content in files.items():
            archive.writestr(zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0)), content)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    name, version, metadata = _metadata()
    folder = f"{_dist_name(name)}-{version}"
    sdist = f"{folder}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, sdist), "w:gz") as archive:
        for path in ("pyproject.toml", "scripts/pre_commit_shim.py"):
            archive.add(os.path.join(_ROOT, path), arcname=f"{folder}/{path}")
        content = metadata.encode()
        entry = tarfile.TarInfo(f"{folder}/PKG-INFO")
        entry.size = len(content)
        archive.addfile(entry, io.BytesIO(content))
    return sdist
