import ArgumentParser
import RedirectLintEngine

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .redirectlint.yml.",
        discussion: """
            Every key is explained in comments; registration files found under the folder are \
            listed in a commented-out servers: example. An existing configuration is kept \
            (exit status 2) unless --force is given.
            """)

    @Option(name: .long, help: ArgumentHelp(
        "A folder to write .redirectlint.yml in, or the file to write (default: .redirectlint.yml here).",
        valueName: "path"))
    var path: String?

    @Flag(name: .long, help: "Overwrite an existing configuration file.")
    var force = false

    func run() throws {
        let target = StarterConfiguration.target(for: path)
        if !force, let existing = target.existing {
            Console.error("redirectlint: \(existing) already exists; edit it, or use --force to replace it with a starter")
            throw ExitCode(2)
        }
        let files = StarterConfiguration.registrationFiles(in: target.directory)
        guard FileSystem.writeFile(target.file, StarterConfiguration.text(registrationFiles: files)) else {
            Console.error("redirectlint: cannot write \(target.file)")
            throw ExitCode(2)
        }
        let listed = files.isEmpty ? "" : " (\(files.count) registration file\(files.count == 1 ? "" : "s") listed under servers:)"
        Console.out("Wrote \(target.file)\(listed)\n")
    }
}
