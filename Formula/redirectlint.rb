# Homebrew formula of the release binaries (no Swift or libyaml needed); written by
# scripts/update-formula.sh from the release's .sha256 files.
# No checksum yet for: macos-universal linux-x86_64 linux-aarch64 (all zeros: brew refuses them until the release).
class Redirectlint < Formula
  desc "Lint OAuth 2.0 redirect URIs in client registrations and app manifests (RFC 8252)"
  homepage "https://github.com/redirectlint/redirectlint"
  version "0.1.0"
  license "Apache-2.0"

  on_macos do
    url "https://github.com/redirectlint/redirectlint/releases/download/v0.1.0/redirectlint-0.1.0-macos-universal.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  on_linux do
    on_intel do
      url "https://github.com/redirectlint/redirectlint/releases/download/v0.1.0/redirectlint-0.1.0-linux-x86_64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/redirectlint/redirectlint/releases/download/v0.1.0/redirectlint-0.1.0-linux-aarch64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
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
