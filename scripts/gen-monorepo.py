#!/usr/bin/env python3
"""Deterministic monorepo corpus for scripts/bench.sh (Python standard library only).

Usage: gen-monorepo.py OUTDIR --files N --seed S --oauth-generator PATH/gen_corpus.py

Writes N files, all with extensions a directory walk of redirectlint considers: about 2% are
OAuth files (client registrations, realm exports, Dex/Spring YAML, Info.plist and
AndroidManifest.xml with redirect URIs) made by the shared gen_corpus.py, scattered over the
services; the rest is what a monorepo holds under the same extensions and is no concern of
the linter: Kubernetes manifests, Helm values, GitHub workflows, package.json, tsconfig.json,
i18n JSON, Android layout and values XML, Xcode plists. File i depends only on (seed, i).
"""
import argparse
import json
import os
import random
import subprocess
import tempfile

WORDS = ("account order invoice search profile cart checkout payment inventory shipping "
         "catalog review rating message notification settings report export import user "
         "team project billing session upload media gateway metrics audit ledger").split()
LANGS = ["en", "de", "fr", "es", "it", "ja", "ko", "pt-BR", "zh-Hans", "nl", "sv", "pl"]

# (kind, weight in percent of the non-OAuth files)
MIX = [("k8s", 24), ("helm", 8), ("workflow", 3), ("package", 10), ("tsconfig", 5),
       ("i18n", 16), ("layout", 16), ("values", 8), ("plist", 10)]


def unit(i):
    """The service, chart or package a file belongs to: about ten files share one."""
    return f"{WORDS[(i // 10) % len(WORDS)]}-{i // 10}"


def name(rng, n=2):
    return "-".join(rng.choice(WORDS) for _ in range(n))


def k8s(rng, i):
    svc = name(rng)
    docs = []
    for _ in range(rng.randint(1, 3)):
        env = "\n".join(f"            - name: {rng.choice(WORDS).upper()}_{rng.choice(WORDS).upper()}\n"
                        f"              value: \"{rng.choice(WORDS)}-{rng.randint(1, 999)}\"" for _ in range(rng.randint(2, 12)))
        docs.append(f"""apiVersion: apps/v1
kind: Deployment
metadata:
  name: {svc}
  namespace: {rng.choice(WORDS)}
  labels:
    app.kubernetes.io/name: {svc}
    app.kubernetes.io/part-of: {rng.choice(WORDS)}
spec:
  replicas: {rng.randint(1, 6)}
  selector:
    matchLabels:
      app: {svc}
  template:
    metadata:
      labels:
        app: {svc}
    spec:
      containers:
        - name: {svc}
          image: registry.example.com/{svc}:{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}
          ports:
            - containerPort: {rng.choice([8080, 8443, 3000, 9090])}
          resources:
            requests: {{cpu: {rng.randint(50, 500)}m, memory: {rng.choice([64, 128, 256, 512])}Mi}}
            limits: {{cpu: {rng.randint(500, 2000)}m, memory: {rng.choice([256, 512, 1024])}Mi}}
          env:
{env}
          readinessProbe:
            httpGet: {{path: /healthz, port: 8080}}
            periodSeconds: 10
---
apiVersion: v1
kind: Service
metadata:
  name: {svc}
spec:
  selector:
    app: {svc}
  ports:
    - port: 80
      targetPort: 8080
""")
    return f"services/{unit(i)}/k8s/{svc}-{i}.yaml", "---\n".join(docs)


def helm(rng, i):
    svc = name(rng)
    lines = [f"replicaCount: {rng.randint(1, 5)}", "image:", f"  repository: registry.example.com/{svc}",
             "  pullPolicy: IfNotPresent", f"  tag: \"{rng.randint(1, 9)}.{rng.randint(0, 40)}\"", "ingress:",
             "  enabled: true", "  hosts:", f"    - host: {svc}.internal.example.com", "      paths: [/]", "config:"]
    for _ in range(rng.randint(10, 120)):
        lines.append(f"  {rng.choice(WORDS)}{rng.choice(WORDS).capitalize()}{rng.randint(0, 99)}: "
                     f"{rng.choice(['true', 'false', str(rng.randint(0, 10000)), repr(rng.choice(WORDS))])}")
    return f"charts/{unit(i)}/values-{i}.yaml", "\n".join(lines) + "\n"


def workflow(rng, i):
    job = name(rng)
    steps = "\n".join(f"      - name: {rng.choice(WORDS)} {rng.choice(WORDS)}\n        run: make {rng.choice(WORDS)}"
                      for _ in range(rng.randint(3, 15)))
    return f".github/workflows/{job}-{i}.yml", f"""name: {job}
on:
  push:
    branches: [main]
  pull_request:
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
{steps}
"""


def package(rng, i):
    pkg = name(rng)
    deps = {f"@acme/{rng.choice(WORDS)}": f"^{rng.randint(0, 9)}.{rng.randint(0, 20)}.0" for _ in range(rng.randint(2, 25))}
    data = {"name": f"@acme/{pkg}", "version": f"{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
            "private": True, "main": "dist/index.js",
            "scripts": {"build": "tsc -p .", "test": "jest", "lint": "eslint src"},
            "dependencies": deps, "devDependencies": {"typescript": "^5.4.0", "jest": "^29.7.0"}}
    return f"packages/{unit(i)}/{pkg}-{i}/package.json", json.dumps(data, indent=2) + "\n"


def tsconfig(rng, i):
    data = {"extends": "../../tsconfig.base.json",
            "compilerOptions": {"outDir": "dist", "rootDir": "src", "strict": True, "target": "ES2022"},
            "include": ["src"]}
    return f"packages/{unit(i)}/{name(rng)}-{i}/tsconfig.json", json.dumps(data, indent=2) + "\n"


def i18n(rng, i):
    strings = {}
    for _ in range(rng.randint(20, 400)):
        key = f"{rng.choice(WORDS)}.{rng.choice(WORDS)}.{rng.choice(['title', 'label', 'hint', 'error', 'button'])}"
        strings[key] = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 12))).capitalize()
    return f"packages/{unit(i)}/locales/{rng.choice(LANGS)}-{i}.json", json.dumps(strings, indent=2, ensure_ascii=False) + "\n"


def layout(rng, i):
    views = "\n".join(f"""    <TextView
        android:id="@+id/{rng.choice(WORDS)}_{rng.randint(0, 99)}"
        android:layout_width="match_parent"
        android:layout_height="wrap_content"
        android:text="@string/{rng.choice(WORDS)}_{rng.choice(WORDS)}" />""" for _ in range(rng.randint(2, 30)))
    return (f"apps/android-{i % 40}/app/src/main/res/layout/{rng.choice(WORDS)}_{i}.xml",
            f"""<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
    android:layout_width="match_parent"
    android:layout_height="match_parent"
    android:orientation="vertical">
{views}
</LinearLayout>
""")


def values(rng, i):
    kind = rng.choice(["strings", "colors", "dimens"])
    if kind == "strings":
        items = [f'    <string name="{rng.choice(WORDS)}_{rng.choice(WORDS)}_{n}">'
                 f'{" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 8)))}</string>' for n in range(rng.randint(10, 200))]
    elif kind == "colors":
        items = [f'    <color name="{rng.choice(WORDS)}_{n}">#{rng.randint(0, 0xFFFFFF):06X}</color>' for n in range(rng.randint(5, 60))]
    else:
        items = [f'    <dimen name="{rng.choice(WORDS)}_{n}">{rng.randint(1, 64)}dp</dimen>' for n in range(rng.randint(5, 60))]
    folder = rng.choice(["values", "values", "values-night", f"values-{rng.choice(LANGS[:6])}"])
    return (f"apps/android-{i % 40}/app/src/main/res/{folder}/{kind}_{i}.xml",
            '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + "\n".join(items) + "\n</resources>\n")


def plist(rng, i):
    target = name(rng).title().replace("-", "")
    entries = {"CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
               "CFBundleIdentifier": f"com.acme.{target.lower()}", "CFBundleName": target,
               "CFBundleShortVersionString": f"{rng.randint(1, 9)}.{rng.randint(0, 20)}", "CFBundleVersion": str(rng.randint(1, 900)),
               "LSRequiresIPhoneOS": True, "UILaunchStoryboardName": "LaunchScreen",
               "NSCameraUsageDescription": "Scan " + " ".join(rng.choice(WORDS) for _ in range(4))}
    body = []
    for key, value in entries.items():
        body.append(f"\t<key>{key}</key>")
        body.append("\t<true/>" if value is True else f"\t<string>{value}</string>")
    body.append("\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t</array>")
    file = rng.choice(["Info.plist", "Info.plist", "Settings.plist", "Root.plist"])
    return (f"apps/ios-{i % 30}/{unit(i)}/{target}{i}/{file}",
            '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
            + "\n".join(body) + "\n</dict>\n</plist>\n")


MAKERS = {"k8s": k8s, "helm": helm, "workflow": workflow, "package": package, "tsconfig": tsconfig,
          "i18n": i18n, "layout": layout, "values": values, "plist": plist}
KINDS = [kind for kind, weight in MIX for _ in range(weight)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--files", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--oauth-generator", required=True, help="path of the shared gen_corpus.py")
    a = ap.parse_args()

    oauth = max(1, round(a.files * 0.02))
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["python3", a.oauth_generator, tmp, "--files", str(oauth), "--seed", str(a.seed)],
                       check=True, stdout=subprocess.DEVNULL)
        for n, file in enumerate(sorted(os.listdir(tmp))):
            dest = os.path.join(a.outdir, "services", f"{WORDS[n % len(WORDS)]}-{n}", "auth", file)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            os.replace(os.path.join(tmp, file), dest)

    for i in range(a.files - oauth):
        rng = random.Random(f"{a.seed}:{i}")
        path, text = MAKERS[KINDS[rng.randrange(len(KINDS))]](rng, i)
        dest = os.path.join(a.outdir, path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{a.files} files ({oauth} OAuth) in {a.outdir}")


if __name__ == "__main__":
    main()
