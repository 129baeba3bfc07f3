#!/usr/bin/env python3
"""Check SARIF files against what GitHub code scanning documents, beyond the JSON schema (CI).

    check-github-sarif.py FILE...      exit 1 when a file breaks a rule below

GitHub's rules (docs.github.com, "SARIF support for code scanning" and "SARIF results exceed
one or more limits"; the schema alone accepts files GitHub rejects or shows wrongly):
- limits: 10 MB gzipped, 20 runs, 25,000 results and 25,000 rules per run, 100 extensions,
  1,000 locations per result, 20 tags per rule;
- required and non-empty: $schema, version 2.1.0, runs; tool.driver.name and rules, results;
  a rule's id, shortDescription.text and fullDescription.text (at most 1,024 characters
  each), help.text; name at most 255 characters; a result's message.text, 1 to 10
  locations, each with artifactLocation.uri and all four of startLine, startColumn, endLine
  and endColumn (1-based, the end after the start), and partialFingerprints;
- levels note, warning or error; precision very-high, high, medium or low; problem.severity
  error, warning or recommendation; security-severity a string from 0.1 to 10.0, on rules
  tagged security;
- a result's ruleId and ruleIndex name the same rule; an embedded link [text](n) names a
  related location's id; a relative URI with a uriBaseId declared in originalUriBaseIds.
redirectlint's own rules on top: rule ids unique, every fingerprint unique in its run, every
rule tagged security has a security-severity, and no result ranks above its level (a note
at most low, 3.9; a warning at most medium, 6.9), because GitHub ranks by the rule's score.
"""
import gzip
import json
import re
import sys

LEVELS = {"note", "warning", "error"}
PRECISIONS = {"very-high", "high", "medium", "low"}
PROBLEM_SEVERITIES = {"error", "warning", "recommendation"}
HIGHEST_SCORE = {"note": 3.9, "warning": 6.9, "error": 10.0}
LINK = re.compile(r"(?<!\\)\[(?:[^\]\\]|\\.)*\]\(([0-9]+)\)")


def text_of(value):
    return value.get("text") if isinstance(value, dict) else None


def check_rule(rule, where, problems):
    def need(condition, message):
        if not condition:
            problems.append(f"{where}: {message}")

    need(isinstance(rule.get("id"), str) and rule["id"], "rule id is required")
    name = rule.get("name")
    need(name is None or (isinstance(name, str) and 0 < len(name) <= 255), "name must be 1 to 255 characters")
    for field in ("shortDescription", "fullDescription"):
        text = text_of(rule.get(field))
        need(isinstance(text, str) and 0 < len(text) <= 1024, f"{field}.text is required, at most 1,024 characters")
    need(isinstance(text_of(rule.get("help")), str) and text_of(rule["help"]), "help.text is required")
    level = rule.get("defaultConfiguration", {}).get("level", "warning")
    need(level in LEVELS, f"defaultConfiguration.level must be note, warning or error, not {level!r}")
    properties = rule.get("properties", {})
    tags = properties.get("tags", [])
    need(len(tags) <= 20, f"{len(tags)} tags; GitHub rejects more than 20")
    need("precision" not in properties or properties["precision"] in PRECISIONS, "precision is not one GitHub knows")
    problem = properties.get("problem.severity")
    need(problem is None or problem in PROBLEM_SEVERITIES, f"problem.severity {problem!r} is not one GitHub knows")
    score = properties.get("security-severity")
    if score is not None:
        try:
            value = float(score) if isinstance(score, str) else None
        except ValueError:
            value = None
        need(value is not None and 0.1 <= value <= 10.0, f"security-severity {score!r} must be a string from 0.1 to 10.0")
        need("security" in tags, "security-severity on a rule not tagged security")
        if value is not None:
            need(value <= HIGHEST_SCORE.get(level, 10.0),
                 f"security-severity {score} ranks a {level} above {HIGHEST_SCORE.get(level)}")
    need("security" not in tags or score is not None, "tagged security without a security-severity")
    return level, score


def check_location(location, where, base_ids, problems):
    physical = location.get("physicalLocation")
    if not isinstance(physical, dict):
        problems.append(f"{where}: physicalLocation is required")
        return
    artifact = physical.get("artifactLocation", {})
    uri = artifact.get("uri")
    if not isinstance(uri, str) or not uri:
        problems.append(f"{where}: artifactLocation.uri is required")
    elif "uriBaseId" in artifact:
        if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri) or uri.startswith("/"):
            problems.append(f"{where}: uri {uri!r} with a uriBaseId must be relative")
        if artifact["uriBaseId"] not in base_ids:
            problems.append(f"{where}: uriBaseId {artifact['uriBaseId']!r} is not declared in originalUriBaseIds")
    elif not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri) and uri.startswith("/"):
        problems.append(f"{where}: uri {uri!r} is an absolute path, not a URI")
    region = physical.get("region", {})
    numbers = [region.get(key) for key in ("startLine", "startColumn", "endLine", "endColumn")]
    if not all(isinstance(n, int) and n >= 1 for n in numbers):
        problems.append(f"{where}: region needs startLine, startColumn, endLine and endColumn, each at least 1")
    elif (numbers[2], numbers[3]) < (numbers[0], numbers[1]):
        problems.append(f"{where}: region ends before it starts")


def check_run(run, where, problems):
    driver = run.get("tool", {}).get("driver", {})
    if not (isinstance(driver.get("name"), str) and driver["name"]):
        problems.append(f"{where}: tool.driver.name is required")
    rules = driver.get("rules")
    results = run.get("results")
    if not isinstance(rules, list):
        problems.append(f"{where}: tool.driver.rules is required")
        rules = []
    if not isinstance(results, list):
        problems.append(f"{where}: results is required (an empty array when there are none)")
        results = []
    if len(rules) > 25_000:
        problems.append(f"{where}: {len(rules)} rules; GitHub rejects more than 25,000")
    if len(results) > 25_000:
        problems.append(f"{where}: {len(results)} results; GitHub rejects more than 25,000")
    if len(run.get("tool", {}).get("extensions", [])) > 100:
        problems.append(f"{where}: more than 100 tool extensions")
    described = [check_rule(rule, f"{where}/rules/{i} ({rule.get('id')})", problems) for i, rule in enumerate(rules)]
    index_of = {}
    for i, rule in enumerate(rules):
        if rule.get("id") in index_of:
            problems.append(f"{where}/rules/{i}: rule id {rule.get('id')!r} appears twice")
        index_of.setdefault(rule.get("id"), i)
    base_ids = set(run.get("originalUriBaseIds", {}))
    seen_fingerprints = {}
    for i, result in enumerate(results):
        here = f"{where}/results/{i}"
        rule_index = result.get("ruleIndex", index_of.get(result.get("ruleId")))
        if rule_index is None or not 0 <= rule_index < len(rules):
            problems.append(f"{here}: ruleId {result.get('ruleId')!r} names no rule of tool.driver.rules")
            continue
        if "ruleId" in result and rules[rule_index].get("id") != result["ruleId"]:
            problems.append(f"{here}: ruleId {result['ruleId']!r} and ruleIndex {rule_index} name different rules")
        default_level, score = described[rule_index]
        level = result.get("level", default_level)
        if level not in LEVELS:
            problems.append(f"{here}: level {level!r} is not note, warning or error")
        elif score is not None and float(score) > HIGHEST_SCORE[level]:
            problems.append(f"{here}: a {level} of rule {rules[rule_index].get('id')!r} shows as security severity {score}")
        message = text_of(result.get("message"))
        if not (isinstance(message, str) and message):
            problems.append(f"{here}: message.text is required")
            message = ""
        locations = result.get("locations", [])
        if not 1 <= len(locations) <= 10:
            problems.append(f"{here}: {len(locations)} locations; GitHub needs 1 to 10 (1,000 at most)")
        related = result.get("relatedLocations", [])
        if len(locations) + len(related) > 1000:
            problems.append(f"{here}: more than 1,000 locations")
        for j, location in enumerate(locations):
            check_location(location, f"{here}/locations/{j}", base_ids, problems)
        ids = [location.get("id") for location in related]
        for j, location in enumerate(related):
            check_location(location, f"{here}/relatedLocations/{j}", base_ids, problems)
        for link in LINK.findall(message):
            if ids.count(int(link)) != 1:
                problems.append(f"{here}: the message links to location {link}, which no single related location has as id")
        fingerprints = result.get("partialFingerprints")
        if not (isinstance(fingerprints, dict) and fingerprints and all(isinstance(v, str) and v for v in fingerprints.values())):
            problems.append(f"{here}: partialFingerprints is required")
            continue
        for key, value in fingerprints.items():
            if (key, value) in seen_fingerprints:
                problems.append(f"{here}: fingerprint {key}={value} repeats result {seen_fingerprints[key, value]}")
            seen_fingerprints.setdefault((key, value), i)
    return len(rules), len(results)


def check(path):
    problems = []
    with open(path, "rb") as f:
        raw = f.read()
    if len(gzip.compress(raw)) > 10 * 1024 * 1024:
        problems.append(f"{path}: over 10 MB gzipped")
    document = json.loads(raw)
    if not document.get("$schema"):
        problems.append(f"{path}: $schema is required")
    if document.get("version") != "2.1.0":
        problems.append(f"{path}: version must be 2.1.0")
    runs = document.get("runs")
    if not isinstance(runs, list) or not runs:
        problems.append(f"{path}: runs is required")
        runs = []
    if len(runs) > 20:
        problems.append(f"{path}: {len(runs)} runs; GitHub rejects more than 20")
    counts = [check_run(run, f"{path}: runs/{i}", problems) for i, run in enumerate(runs)]
    for problem in problems[:50]:
        print(problem)
    if len(problems) > 50:
        print(f"… and {len(problems) - 50} more")
    rules = sum(c[0] for c in counts)
    results = sum(c[1] for c in counts)
    print(f"{path}: {'BREAKS' if problems else 'meets'} GitHub's SARIF rules ({rules} rules, {results} results)")
    return not problems


def main(arguments):
    if not arguments:
        print(__doc__)
        return 2
    results = [check(path) for path in arguments]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
