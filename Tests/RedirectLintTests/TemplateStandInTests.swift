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
        #expect(lines == ["{\"a\": \"{{.Values.a | toJson}}\",", "\"b\": \"{{ .Values.b }}\",",
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
        #expect(standIn(template)?.filter { !$0.isWhitespace } == "{\"a\":1,\"b\":\"{{b}}\"}")
    }

    /// Quotes inside a placeholder in a string (`include "name" .`) do not end the string; a
    /// condition that names development gives way to its `else` branch; Jinja's block `set`
    /// writes nothing.
    @Test func helmAndJinjaIdioms() {
        let include = #"{"clientId": "{{ include "app.clientId" . }}"}"#
        #expect(standIn(include) == #"{"clientId": "{{ include 'app.clientId' . }}"}"#)
        let dev = """
        ["a",
        {{- if .Values.dev }}
        "http://localhost:3000/*",
        {{- else }}
        "https://app.contoso.com/cb",
        {{- end }}
        ]
        """
        #expect(standIn(dev)?.filter { !$0.isWhitespace } == #"["a","https://app.contoso.com/cb",]"#)
        let notDev = "[{{- if not .Values.dev }}\"a\"{{- else }}\"b\"{{- end }}]"
        #expect(standIn(notDev)?.filter { !$0.isWhitespace } == #"["a"]"#)
        let set = #"[{% for c in clients %}{% set u %}x{% endset %}"http://loop.contoso.com/cb"{% endfor %}"a"]"#
        #expect(standIn(set)?.filter { !$0.isWhitespace } == #"["a"]"#)
    }

    /// Columns are counted in the template's text, whose blanked comment held wider characters.
    @Test func columnsAreTheTemplates() throws {
        let realm = """
        {"realm": "shop", "clients": [{"clientId": "shop", "publicClient": true,
          "redirectUris": [ {{- /* für Entwicklung — lokal */ -}} "http://app.contoso.com/cb" ]}]}
        """
        let report = Linter.lint(bytes: Array(realm.utf8), path: "charts/realm.json")
        let cleartext = try #require(report.findings.first { $0.ruleID == "redirect-uri-cleartext-http" })
        #expect(cleartext.range.start.column == 60)
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
