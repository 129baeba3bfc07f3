#!/usr/bin/env python3
"""Validate .redirectlint.yml files against the configuration's JSON Schema (CI).

    validate-config.py SCHEMA FILE...                   exit 1 when a file does not validate
    validate-config.py --expect-invalid SCHEMA FILE...  exit 1 when a file validates, or is
                                                        rejected elsewhere than it says

YAML is read the way redirectlint reads it, by the YAML 1.2 core schema: only true/false
are booleans (`off` stays the string "off"; PyYAML alone follows YAML 1.1, where it is
false), `0o17` and `0x1F` are integers, `1e3` is a float, and dates, `yes` and `<<` are
plain text.

An invalid test file says where it is rejected: the line ends with a comment
`# rejected: WORDS` (WORDS are what redirectlint's message names, checked by the end-to-end
tests). With --expect-invalid, the schema must reject that very line. Needs PyYAML and
jsonschema.
"""
import json
import re
import sys

CORE_RESOLVERS = [
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     list("-+.0123456789")),
]


def yaml12_loader():
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # Only the core schema's resolvers (SafeLoader's table is shared: start a new one).
    Loader.yaml_implicit_resolvers = {}
    for tag, pattern, first in CORE_RESOLVERS:
        Loader.add_implicit_resolver(tag, re.compile(pattern), first)

    def integer(loader, node):
        text = loader.construct_scalar(node)
        if text.startswith(("0o", "0x")):
            return int(text, 0)
        return int(text, 10)

    def real(loader, node):
        text = loader.construct_scalar(node)
        special = {".inf": "inf", "+.inf": "inf", "-.inf": "-inf", ".nan": "nan"}
        return float(special.get(text.lower(), text))

    Loader.add_constructor("tag:yaml.org,2002:int", integer)
    Loader.add_constructor("tag:yaml.org,2002:float", real)
    return Loader


def node_at(node, path):
    """The YAML node at a JSON path (keys and indexes) of the composed document."""
    for part in path:
        if node.tag.endswith(":map"):
            node = next((value for key, value in node.value if key.value == str(part)), None)
        elif node.tag.endswith(":seq") and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            return None
        if node is None:
            return None
    return node


def key_line(node, name):
    for key, _ in node.value:
        if key.value == name:
            return key.start_mark.line + 1
    return None


def error_lines(root, error, schema):
    """The lines at which the schema rejects: the offending value, or for a key that is not
    allowed (additionalProperties, propertyNames), the key."""
    node = node_at(root, list(error.absolute_path))
    if node is None:
        return set()
    if error.validator == "additionalProperties" and node.tag.endswith(":map"):
        allowed = set(error.schema.get("properties", {}))
        return {key.start_mark.line + 1 for key, _ in node.value if key.value not in allowed}
    if error.validator == "propertyNames" and node.tag.endswith(":map"):
        line = key_line(node, error.instance) if isinstance(error.instance, str) else None
        return {line} if line else set()
    return {node.start_mark.line + 1}


def marker_line(text):
    for number, line in enumerate(text.splitlines(), start=1):
        if re.search(r"#\s*rejected\b", line):
            return number
    return None


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
            text = f.read()
        try:
            document = yaml.load(text, Loader=loader)
            root = yaml.compose(text, Loader=loader)
        except yaml.YAMLError as error:
            print(f"{path}: not YAML: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if expect_invalid:
            marked = marker_line(text)
            lines = set().union(*(error_lines(root, e, schema) for e in errors)) if errors and root else set()
            if not errors:
                status = "ACCEPTED, but should be rejected"
            elif marked is None:
                status = "rejected, but the file has no '# rejected' marker"
            elif marked not in lines:
                status = f"rejected at line(s) {sorted(lines)}, not at line {marked} as marked"
            else:
                status = f"rejected at line {marked}, as expected"
            failed = failed or not status.endswith("as expected")
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
