#!/usr/bin/env python3
"""Validate SARIF files against the SARIF 2.1.0 JSON schema (CI), or summarise a JSON report.

    validate-sarif.py SCHEMA FILE...      exit 1 when a file does not validate
    validate-sarif.py --corpus-summary REPORT.json
"""
import json
import sys


def validate(schema_path, files):
    import jsonschema

    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    failed = False
    for path in files:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors[:20]:
            where = "/".join(str(p) for p in error.path)
            print(f"{path}: {where}: {error.message}")
        results = sum(len(run.get("results", [])) for run in document.get("runs", []))
        rules = sum(len(run["tool"]["driver"].get("rules", [])) for run in document.get("runs", []))
        status = "INVALID" if errors else "valid"
        print(f"{path}: {status} SARIF 2.1.0 ({rules} rules, {results} results)")
        failed = failed or bool(errors)
    return 1 if failed else 0


def corpus_summary(path):
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    formats = {}
    for entry in report["files"]:
        formats[entry["format"]] = formats.get(entry["format"], 0) + 1
    print("files by format:", ", ".join(f"{k}={v}" for k, v in sorted(formats.items())))
    print("summary:", report["summary"])
    return 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--corpus-summary":
        sys.exit(corpus_summary(sys.argv[2]))
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(validate(sys.argv[1], sys.argv[2:]))
