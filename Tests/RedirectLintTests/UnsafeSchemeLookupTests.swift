@testable import RedirectLintRules
import Testing

/// The unsafe-scheme test compares with literals instead of hashing into the set; both must
/// agree on every scheme, including near misses and canonically equivalent spellings.
@Suite("Unsafe scheme lookup")
struct UnsafeSchemeLookupTests {
    @Test func literalsAgreeWithTheSet() {
        let schemes = Array(UnsafeSchemes.all) + [
            "", "java", "javascripts", "JavaScript", "javascript ", "dat", "datа", "file\u{301}", "fil\u{E9}",
            "about:", "blob2", "vbscript\u{0}", "https", "com.example.app", "ｊavascript",
        ]
        for scheme in schemes {
            #expect(UnsafeSchemes.contains(lowercased: scheme) == UnsafeSchemes.all.contains(scheme), "\(scheme.debugDescription)")
        }
    }
}
