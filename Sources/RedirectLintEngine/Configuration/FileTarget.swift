import RedirectLintSyntax

/// A glob, optionally narrowed to one value of the matching files: `clients/*.json` or
/// `clients.json#/clients/3/redirectUris/0` (a JSON Pointer after the first `#`).
public struct FileTarget: Sendable, Hashable {
    public var glob: Glob
    /// The JSON Pointer a finding's value must equal or lie under; nil for the whole file.
    public var pointer: String?

    /// Splits `glob#pointer`; the pointer, when there is one, must be well formed.
    public init(_ text: String) throws(FileTargetError) {
        guard let hash = text.firstIndex(of: "#") else {
            self.glob = Glob(text)
            self.pointer = nil
            return
        }
        let pointer = String(text[text.index(after: hash)...])
        if let problem = JSONPointer.problem(pointer) {
            throw FileTargetError(message: "'\(pointer)' is not a JSON Pointer: \(problem)",
                                  pointerStart: text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: hash) + 1)
        }
        self.glob = Glob(String(text[..<hash]))
        self.pointer = pointer
    }

    /// Whether a finding in the file at `relativePath` (relative to the configuration's
    /// directory), about the value at `pointer`, is targeted.
    func matches(_ relativePath: String, pointer findingPointer: String?) -> Bool {
        guard glob.matches(relativePath) else { return false }
        guard let pointer else { return true }
        guard let findingPointer else { return false }
        return JSONPointer.pointer(findingPointer, isWithin: pointer)
    }
}

public struct FileTargetError: Error, Sendable {
    public var message: String
    /// Scalars from the start of the target text to the pointer, for an exact column.
    public var pointerStart: Int
}
