import Foundation
@testable import RedirectLintEngine
import RedirectLintModel
import Testing

/// A YAML stream of several documents (`---`): each document is read, by whichever dialect
/// recognises it, with positions in the file.
@Suite("Multi-document YAML")
struct MultiDocumentTests {
    @Test func everyDocumentOfAClientStreamIsRead() throws {
        let text = """
        client_id: one
        redirect_uris: ["https://one.contoso.com/cb"]
        ---
        # the second client
        client_id: two
        redirect_uris:
          - com.contoso.two:/cb
        """
        let (format, model) = try extract("clients.yaml", text)
        #expect(format == "rfc7591")
        let registrations = try #require(model?.registrations)
        #expect(registrations.map { $0.clientID?.value } == ["one", "two"])
        #expect(registrations[1].redirectURIs.map(\.at) == ["7:5"])
        #expect(registrations[1].anchor.at == "5:1")
    }

    /// Another kind of object first (a Kubernetes header), the configuration after it.
    @Test func aDexConfigurationAfterAnotherDocumentIsRead() throws {
        let text = """
        apiVersion: v1
        kind: Namespace
        metadata: {name: dex}
        ---
        issuer: https://dex.contoso.com
        storage: {type: memory}
        staticClients:
        - id: app
          redirectURIs: ['https://app.contoso.com/cb']
        """
        let (format, model) = try extract("dex.yaml", text)
        #expect(format == "dex")
        #expect(model?.registrations.map(\.displayName) == ["app"])
        #expect(model?.registrations.first?.redirectURIs.map(\.at) == ["9:19"])
    }

    @Test func documentsOfDifferentFormatsJoinInOneModel() throws {
        let text = """
        issuer: https://dex.contoso.com
        storage: {type: memory}
        staticClients: [{id: dex-app, redirectURIs: ['https://a.contoso.com/cb']}]
        ---
        client_id: hydra-app
        redirect_uris: ['https://b.contoso.com/cb']
        """
        let (format, model) = try extract("mixed.yaml", text)
        #expect(format == "dex")
        #expect(model?.registrations.map(\.format) == ["dex", "rfc7591"])
        #expect(model?.registrations.last?.redirectURIs.map(\.at) == ["6:18"])
    }

    /// A `---` at the end (or a lone one at the start) opens an empty document, which once
    /// made the whole file unrecognised.
    @Test func emptyDocumentsArePassedOver() throws {
        let (format, model) = try extract("client.yaml", "---\nclient_id: one\nredirect_uris: ['https://one.contoso.com/cb']\n---\n")
        #expect(format == "rfc7591")
        #expect(model?.registrations.count == 1)
    }

    /// End to end: a finding in the second document, at its line, with its pointer.
    @Test func findingsInALaterDocumentAreReported() throws {
        let report = try lint([("clients.yaml", """
        client_id: one
        redirect_uris: ["https://one.contoso.com/cb"]
        ---
        client_id: two
        redirect_uris: ["http://two.contoso.com/cb"]
        """)])
        let finding = try #require(report.findings.first { $0.ruleID == "redirect-uri-cleartext-http" })
        #expect(finding.range.start.line == 5)
        #expect(finding.pointer == "/redirect_uris/0")
        #expect(report.files.map(\.format) == ["rfc7591"])
    }
}
