import Foundation
@testable import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// JSON templates (a Helm chart's realm, an install script's) are read in place.
@Suite("Template stand-in")
struct TemplateStandInTests {
    private func standIn(_ text: String) -> String? {
        TemplateStandIn.standIn(for: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func controlActionsBecomeSpacesAndValuesNull() {
        let template = """
        {"a": {{ .Values.a | toJson }},
         "b": "{{ .Values.b }}",
          {{- if .Values.c }}
          "c": 1
          {{- else }}
          "c": 2
          {{- end }}
        }
        """
        let lines = standIn(template)?.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["{\"a\": null                    ,".trimmingCharacters(in: .whitespaces), "\"b\": \"{{ .Values.b }}\",",
                          "", "\"c\": 1", "", "", "", "}"])
        #expect(standIn(template)?.utf8.count == template.utf8.count)
    }

    @Test func loopsRunNoTimeAndAssignmentsWriteNothing() {
        let template = """
        [{"id": 1}
          {{- range .Values.extra }}
          {{- $x := omit . "roles" -}}
          , {{ $x | toJson }}
          {{- end }}
        ]
        """
        let result = standIn(template)
        #expect(result?.contains("null") == false)
        #expect(result?.filter { !$0.isWhitespace } == "[{\"id\":1}]")
    }

    @Test func jinjaAndPlaceholderLines() {
        let template = """
        {"a": 1,
        {% for c in clients %}"x": 2,{% endfor %}
            <smtpEncryption>
        {# a comment #}"b": {{ b }}}
        """
        #expect(standIn(template)?.filter { !$0.isWhitespace } == "{\"a\":1,\"b\":null}")
    }

    @Test func nothingToReplaceOrNeverClosed() {
        #expect(standIn(#"{"a": "{{ .Values.a }}"}"#) == nil)
        #expect(standIn(#"{"a": {{ .Values.a"#) == nil)
    }

    @Test func aHelmTemplatedRealmIsReadInPlace() {
        let realm = """
        {
          "realm": "{{ .Values.realm }}",
          "clients": [
            {
              "clientId": "portal",
              "publicClient": true,
              "redirectUris": ["*"],
              "directAccessGrantsEnabled": true
            }
          ],
          {{- if .Values.users }}
          "users": {{ .Values.users | toJson }}
          {{- else }}
          "users": []
          {{- end }}
        }
        """
        let report = Linter.lint(bytes: Array(realm.utf8), path: "charts/keycloak/realm.json")
        let found = report.findings.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.column)" }
        #expect(found.contains("redirect-uri-wildcard 7:25"))
        #expect(found.contains("ropc-grant-enabled 8:8"))
        #expect(!report.findings.contains { $0.ruleID == "parse-error" || $0.ruleID == "skipped-file" })
    }

    /// A walk reads realm templates by their names (`.json.tpl`, Ansible's `.json.j2`); one
    /// that does not parse even so is a note, as a template is, not an error.
    @Test func aWalkReadsJSONTemplatesByName() throws {
        let realm = #"{"realm": "${REALM}", "clients": [{"clientId": "eco", "publicClient": true, "redirectUris": ["/*"], "directAccessGrantsEnabled": true}]}"#
        let report = try lint([
            ("keycloak/realm-ecoride.json.tpl", realm),
            ("ansible/roles/keycloak/templates/realm.json.j2", "{\"realm\": \"{{ realm }}\", \"clients\": [{% for c in clients %}{{ c }}"),
        ], explicit: false)
        let found = report.findings.map { "\($0.ruleID) \($0.severity) \($0.path)" }
        #expect(found.contains("ropc-grant-enabled error keycloak/realm-ecoride.json.tpl"))
        #expect(found.contains("skipped-file note ansible/roles/keycloak/templates/realm.json.j2"))
    }
}
