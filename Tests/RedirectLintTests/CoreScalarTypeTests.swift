import RedirectLintSource
import RedirectLintSyntax
import Testing

/// Plain scalars typed as a YAML 1.2 core schema reader (and the configuration's JSON
/// Schema validator) types them.
@Suite("YAML 1.2 core schema scalar types")
struct CoreScalarTypeTests {
    func type(_ value: String, _ style: ScalarStyle = .plain) -> Scalar.CoreType {
        Scalar(value: value, range: .fileStart, style: style, isVerbatim: true).coreType
    }

    @Test func plainScalars() {
        for null in ["", "~", "null", "Null", "NULL"] { #expect(type(null) == .null, "\(null)") }
        for bool in ["true", "True", "TRUE", "false", "False", "FALSE"] { #expect(type(bool) == .bool, "\(bool)") }
        for int in ["0", "5", "-12", "+7", "017", "0o17", "0x1F", "99999999999999999999999"] { #expect(type(int) == .int, "\(int)") }
        for float in ["1.5", "-.5", "5.", "1e3", "1E-3", "+2.5e+4", ".inf", "-.Inf", ".nan", ".NAN"] {
            #expect(type(float) == .float, "\(float)")
        }
        // YAML 1.1 words and forms the core schema reads as text.
        for text in ["off", "on", "yes", "no", "y", "0b101", "1_000", "1:20", "2024-01-01", "0X1F", "0o8", "-.nan", ".", "e3", "1e", "sso/**"] {
            #expect(type(text) == .string, "\(text)")
        }
    }

    @Test func quotedAndBlockScalarsAreText() {
        for style in [ScalarStyle.singleQuoted, .doubleQuoted, .literal, .folded] {
            #expect(type("true", style) == .string)
            #expect(type("5", style) == .string)
            #expect(type("", style) == .string)
        }
    }

    @Test func integerValues() {
        #expect(CoreNumbers.integer("0x100000") == 1_048_576)
        #expect(CoreNumbers.integer("0o17") == 15)
        #expect(CoreNumbers.integer("-12") == -12)
        #expect(CoreNumbers.integer("017") == 17)
        #expect(CoreNumbers.integer("99999999999999999999999") == nil)
        #expect(CoreNumbers.integer("1.0") == nil)
    }
}
