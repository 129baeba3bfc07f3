#!/usr/bin/env bash
# Rewrite samples/expected/*.golden from the current build, after a deliberate change.
# Review the diff before committing: it is what users will see.
set -euo pipefail
cd "$(dirname "$0")/.."
REDIRECTLINT_UPDATE_GOLDEN=1 swift test --filter "SamplesGoldenTests|GeneratedDocsTests"
git --no-pager diff --stat -- samples/expected docs README.md
