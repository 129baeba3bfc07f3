// swift-tools-version:6.0
import PackageDescription

// Layers as modules: each target may import only the layers below it
// (see ARCHITECTURE.md). Rules cannot see Syntax or Dialects, so no rule can
// depend on a format's field names.
let package = Package(
    name: "redirectlint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "redirectlint", targets: ["redirectlint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "RedirectLintSource"),
        .target(name: "RedirectLintSyntax", dependencies: ["CYAML", "RedirectLintSource"]),
        .target(name: "RedirectLintModel", dependencies: ["RedirectLintSource"]),
        .target(name: "RedirectLintDialects", dependencies: ["RedirectLintSyntax", "RedirectLintModel"]),
        .target(name: "RedirectLintRules", dependencies: ["RedirectLintModel"]),
        .target(name: "RedirectLintEngine", dependencies: [
            "RedirectLintSyntax", "RedirectLintModel", "RedirectLintDialects", "RedirectLintRules",
        ]),
        .target(name: "RedirectLintReporters", dependencies: ["RedirectLintSource", "RedirectLintModel", "RedirectLintEngine"]),
        .executableTarget(name: "redirectlint", dependencies: [
            "RedirectLintEngine", "RedirectLintReporters",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "RedirectLintTests", dependencies: [
            "RedirectLintSource", "RedirectLintSyntax", "RedirectLintModel", "RedirectLintDialects",
            "RedirectLintRules", "RedirectLintEngine", "RedirectLintReporters",
        ]),
        .testTarget(name: "EndToEndTests", dependencies: ["redirectlint"]),
    ]
)

// libFuzzer targets, built only by scripts/fuzz.sh (REDIRECTLINT_FUZZ=1): they have no
// `main` of their own, libFuzzer provides it, so an ordinary build must not see them.
if Context.environment["REDIRECTLINT_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
    for (name, dependencies) in [
        ("FuzzYAMLLoader", ["RedirectLintSyntax"]),
        ("FuzzXMLLoader", ["RedirectLintSyntax"]),
        ("FuzzPlistLoader", ["RedirectLintSyntax"]),
        ("FuzzGradleScanner", ["RedirectLintSyntax"]),
        ("FuzzHCLLoader", ["RedirectLintSyntax"]),
        ("FuzzPipeline", ["RedirectLintEngine", "RedirectLintReporters"]),
    ] {
        package.targets.append(.executableTarget(
            name: name,
            dependencies: (dependencies + ["FuzzSupport"]).map { .target(name: $0) },
            path: "Fuzz/\(name)"))
    }
}
