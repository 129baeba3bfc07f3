// Temporary stand-ins until the xml-loader branch lands.
import RedirectLintSource
public enum XMLLoader {
    public static func load(_ file: SourceFile, limits: LoadLimits = .default) throws(SyntaxError) -> (root: XMLElement, comments: [SourceComment]) {
        throw SyntaxError(message: "XML not yet supported", range: .fileStart)
    }
}
public enum PlistLoader {
    public static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }
    public static func loadBinary(_ bytes: [UInt8], limits: LoadLimits) throws(SyntaxError) -> Node {
        throw SyntaxError(message: "binary plist not yet supported", range: .fileStart)
    }
    public static func loadXML(_ root: XMLElement, limits: LoadLimits) throws(SyntaxError) -> Node {
        throw SyntaxError(message: "plist not yet supported", range: .fileStart)
    }
}
