#!/usr/bin/env python3
"""Validate .redirectlint.yml files against the configuration's JSON Schema (CI).

    validate-config.py SCHEMA FILE...                   exit 1 when a file does not validate
    validate-config.py --expect-invalid SCHEMA FILE...  exit 1 when a file validates

YAML is read the way redirectlint reads it (YAML 1.2 core schema): only true/false are
booleans, so `off` stays the string "off" (PyYAML alone follows YAML 1.1, where it is false).
Needs PyYAML and jsonschema.
"""
import json
import re
import sys


def yaml12_loader():
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # Copy the resolver table before changing it: SafeLoader's is shared.
    Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
    )
    return Loader


def main(arguments):
    expect_invalid = arguments[:1] == ["--expect-invalid"]
    if expect_invalid:
        arguments = arguments[1:]
    if len(arguments) < 2:
        print(__doc__)
        return 2
    import jsonschema
    import yaml

    with open(arguments[0], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    loader = yaml12_loader()
    failed = False
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as f:
            try:
                document = yaml.load(f, Loader=loader)
            except yaml.YAMLError as error:
                print(f"{path}: not YAML: {error}")
                failed = True
                continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if expect_invalid:
            status = "rejected, as expected" if errors else "ACCEPTED, but should be rejected"
            failed = failed or not errors
        else:
            for error in errors[:20]:
                where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
                print(f"{path}: {where}: {error.message}")
            status = "INVALID" if errors else "valid"
            failed = failed or bool(errors)
        print(f"{path}: {status}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
