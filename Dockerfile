# A minimal image of the release binary: nothing but redirectlint (static, musl, from the
# release archive of the image's architecture), its LICENSE, and an unprivileged user.
#
#   docker build --build-arg VERSION=0.1.0 -t redirectlint .
#   docker run --rm -v "$PWD:/src" redirectlint .            # lints the mounted project
#
# The archive is fetched and its SHA-256 checked by scripts/install.sh, in a throwaway stage.
# Linux release archives are fully static (Swift Static Linux SDK), so the image needs no
# C library; a glibc build from scripts/package.sh would not run here (use a debian base).
# Not built where it was written (no Docker daemon there).

FROM debian:bookworm-slim AS fetch
ARG VERSION
ARG REDIRECTLINT_REPO=redirectlint/redirectlint
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
COPY scripts/install.sh /tmp/install.sh
RUN test -n "$VERSION" || { echo "give --build-arg VERSION=x.y.z" >&2; exit 1; } \
 && REDIRECTLINT_REPO="$REDIRECTLINT_REPO" sh /tmp/install.sh --version "$VERSION" --dir /out \
 && /out/redirectlint --version

FROM scratch
ARG VERSION
LABEL org.opencontainers.image.title="redirectlint" \
      org.opencontainers.image.description="Lint OAuth 2.0 redirect URIs (RFC 8252)" \
      org.opencontainers.image.source="https://github.com/redirectlint/redirectlint" \
      org.opencontainers.image.licenses="Apache-2.0" \
      org.opencontainers.image.version="${VERSION}"
COPY --from=fetch /out/redirectlint /usr/local/bin/redirectlint
COPY LICENSE /usr/share/doc/redirectlint/LICENSE
USER 65534:65534
WORKDIR /src
ENTRYPOINT ["/usr/local/bin/redirectlint"]
CMD ["."]
