/// A redirect URI written as numbers and strings, so that the engine can keep it out of
/// memory between the passes of a run: only its text, which is parsed again when it is read back.
extension RedirectURI {
    public func store(int: (Int) -> Void, string: (String) -> Void) {
        string(text)
    }

    /// Reads back what `store` wrote.
    public init(restoring int: () -> Int, string: () -> String) {
        self.init(string())
    }
}
