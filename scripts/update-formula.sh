#!/usr/bin/env bash
# Prints the Homebrew formula of a release, its URLs and SHA-256s taken from the .sha256 files
# that scripts/package.sh wrote:
#
#   scripts/update-formula.sh 0.1.0 dist > Formula/redirectlint.rb
#
# The release workflow attaches the result to the GitHub release; copy it to
# Formula/redirectlint.rb after a release (brew tap redirectlint/redirectlint
# https://github.com/redirectlint/redirectlint reads Formula/ of the default branch). An
# archive without a .sha256 in the folder gets 64 zeros, which brew refuses to install.
set -euo pipefail
version="${1:?usage: update-formula.sh <version> [dist folder]}"
version="${version#v}"
dist="${2:-dist}"
repo="${REDIRECTLINT_REPO:-redirectlint/redirectlint}"
base="https://github.com/$repo/releases/download/v$version"

sha() {
  local file="$dist/redirectlint-$version-$1.tar.gz.sha256"
  if [ -f "$file" ]; then awk 'NR == 1 { print $1 }' "$file"; else printf '%064d\n' 0; fi
}

unreleased=""
for platform in macos-universal linux-x86_64 linux-aarch64; do
  if [ "$(sha "$platform")" = "$(printf '%064d' 0)" ]; then unreleased="$unreleased $platform"; fi
done

cat <<FORMULA
# Homebrew formula of the release binaries (no Swift or libyaml needed); written by
# scripts/update-formula.sh from the release's .sha256 files.
FORMULA
if [ -n "$unreleased" ]; then
  echo "# No checksum yet for:$unreleased (all zeros: brew refuses them until the release)."
fi
cat <<FORMULA
class Redirectlint < Formula
  desc "Lint OAuth 2.0 redirect URIs in client registrations and app manifests (RFC 8252)"
  homepage "https://github.com/$repo"
  version "$version"
  license "Apache-2.0"

  on_macos do
    url "$base/redirectlint-$version-macos-universal.tar.gz"
    sha256 "$(sha macos-universal)"
  end

  on_linux do
    on_intel do
      url "$base/redirectlint-$version-linux-x86_64.tar.gz"
      sha256 "$(sha linux-x86_64)"
    end
    on_arm do
      url "$base/redirectlint-$version-linux-aarch64.tar.gz"
      sha256 "$(sha linux-aarch64)"
    end
  end

  def install
    bin.install "redirectlint"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/redirectlint --version").strip
    (testpath/"client.json").write <<~JSON
      {"client_id": "mobile", "application_type": "native",
       "token_endpoint_auth_method": "none", "redirect_uris": ["myapp://oauth"]}
    JSON
    output = shell_output("#{bin}/redirectlint #{testpath}/client.json", 1)
    assert_match "private-scheme-not-reverse-domain", output
  end
end
FORMULA
