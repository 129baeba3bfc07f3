import RedirectLintSource
import RedirectLintSyntax
import Testing

@Suite("HCL loader")
struct HCLLoaderTests {
    private func root(_ text: String) throws -> Node {
        let document = try HCLLoader.load(SourceFile(path: "main.tf", text: text))
        guard case .tree(let roots) = document.content, let root = roots.first else {
            Issue.record("no tree")
            return .sequence([], .fileStart)
        }
        return root
    }

    private func error(_ text: String) -> SyntaxError? {
        do {
            _ = try HCLLoader.load(SourceFile(path: "main.tf", text: text))
            return nil
        } catch {
            return error
        }
    }

    @Test func blocksNestAsTheJSONSyntaxDoes() throws {
        let tree = try root("""
        resource "keycloak_openid_client" "web" {
          client_id = "web"
          enabled   = true
          lifecycle { ignore_changes = [client_secret] }
        }
        resource "keycloak_openid_client" "cli" {
          client_id = "cli"
        }
        """)
        let resources = (tree.entries ?? []).filter { $0.key.value == "resource" }
        #expect(resources.count == 2)
        let web = resources[0].value["keycloak_openid_client"]?["web"]
        #expect(web?["client_id"]?.stringValue == "web")
        #expect(web?["client_id"]?.scalar?.range.start.description == "2:16")
        #expect(web?["client_id"]?.scalar?.isVerbatim == true)
        #expect(web?["enabled"]?.scalar?.boolValue == true)
        #expect(web?["lifecycle"]?["ignore_changes"]?.items?.first?.stringValue == "${client_secret}")
        #expect(resources[1].value["keycloak_openid_client"]?["cli"]?["client_id"]?.stringValue == "cli")
    }

    @Test func literalsListsAndObjects() throws {
        let tree = try root("""
        uris = [
          "https://app.example.com/callback", # the web app
          "com.example.app:/oauth2redirect",
        ]
        port = 8080
        neg  = -1.5
        none = null
        map  = { "a.b" = "x", c: 2
          d = [] }
        """)
        #expect(tree["uris"]?.items?.map(\.stringValue) == ["https://app.example.com/callback", "com.example.app:/oauth2redirect"])
        #expect(tree["port"]?.scalar?.coreType == .int)
        #expect(tree["neg"]?.scalar?.coreType == .float)
        #expect(tree["none"]?.scalar?.isNull == true)
        #expect(tree["map"]?["a.b"]?.stringValue == "x")
        #expect(tree["map"]?["c"]?.stringValue == "2")
        #expect(tree["map"]?["d"]?.items?.isEmpty == true)
    }

    @Test func expressionsBecomeTemplates() throws {
        let tree = try root("""
        a = var.redirect_uris
        b = concat(["https://a.example/cb"], var.more)
        c = "https://${var.domain}/cb"
        d = [for host in var.hosts : "https://${host}/cb"]
        e = { for k, v in var.m : k => v }
        f = var.enabled ? "PUBLIC" : "CONFIDENTIAL"
        g = ["https://${local.host}/*", local.other]
        h = "a" == var.x
        """)
        #expect(tree["a"]?.stringValue == "${var.redirect_uris}")
        #expect(tree["b"]?.stringValue == #"${concat(["https://a.example/cb"], var.more)}"#)
        #expect(tree["c"]?.stringValue == "https://${var.domain}/cb")
        #expect(tree["c"]?.scalar?.isVerbatim == true)
        #expect(tree["d"]?.stringValue?.hasPrefix("${[for host") == true)
        #expect(tree["e"]?.stringValue?.hasPrefix("${{ for k") == true)
        #expect(tree["f"]?.stringValue == #"${var.enabled ? "PUBLIC" : "CONFIDENTIAL"}"#)
        #expect(tree["g"]?.items?.map(\.stringValue) == ["https://${local.host}/*", "${local.other}"])
        #expect(tree["h"]?.stringValue == #"${"a" == var.x}"#)
        #expect(tree["a"]?.scalar?.range.start.description == "1:5")
        #expect(tree["a"]?.scalar?.range.end.description == "1:22")
    }

    @Test func escapesInterpolationsAndDirectives() throws {
        let tree = try root(#"""
        a = "tab\there \"quoted\" \u00e9"
        b = "$${not.interpolated} %%{literal}"
        c = "${lookup(var.m, "key", "}")}/x"
        d = "%{ if var.on }on%{ endif }"
        """#)
        #expect(tree["a"]?.stringValue == "tab\there \"quoted\" é")
        #expect(tree["a"]?.scalar?.isVerbatim == false)
        #expect(tree["b"]?.stringValue == "${not.interpolated} %{literal}")
        #expect(tree["c"]?.stringValue == #"${lookup(var.m, "key", "}")}/x"#)
        #expect(tree["d"]?.stringValue == "%{ if var.on }on%{ endif }")
    }

    @Test func heredocs() throws {
        let tree = try root("""
        policy = <<EOT
        line one
          line two
        EOT
        indented = <<-EOT
            first
              second
            EOT
        after = "x"
        """)
        #expect(tree["policy"]?.stringValue == "line one\n  line two\n")
        #expect(tree["indented"]?.stringValue == "first\n  second\n")
        #expect(tree["after"]?.stringValue == "x")
    }

    @Test func commentsAreKeptForSuppressions() throws {
        let text = """
        # redirectlint-disable-next-line loopback-uses-localhost
        a = "x" // trailing
        /* block
           comment */ b = 1
        c = "# not a comment"
        """
        let document = try HCLLoader.load(SourceFile(path: "main.tf", text: text))
        #expect(document.comments.map(\.kind) == [.line, .line, .block])
        #expect(document.comments[0].text == " redirectlint-disable-next-line loopback-uses-localhost")
        #expect(document.comments[1].range.start.description == "2:9")
        #expect(HCLLoader.comments(in: SourceFile(path: "main.tf", text: text)).count == 3)
    }

    @Test func positionsCountCharactersNotBytes() throws {
        let tree = try root("name = \"Ünïcödé\"\nuri = \"https://é.example/cb\"\n")
        #expect(tree["name"]?.scalar?.range.end.column == 16)
        #expect(tree["uri"]?.scalar?.range.start.description == "2:8")
        let crlf = try root("a = \"x\"\r\nb = <<EOT\r\ny\r\nEOT\r\n")
        #expect(crlf["b"]?.stringValue == "y\n")
    }

    @Test func brokenInputIsAnErrorWithAPosition() {
        #expect(error("resource \"a\" \"b\" {\n  x = 1\n")?.message.contains("not closed") == true)
        #expect(error("a = \"open\n")?.range.start.description == "1:5")
        #expect(error("a = [1, 2\n")?.message.contains("not closed") == true)
        #expect(error("a = <<EOT\nno end\n")?.message.contains("heredoc") == true)
        #expect(error("}\n")?.message.contains("without a block") == true)
        #expect(error("b { } c = 2\n")?.message.contains("line break") == true)
        #expect(error("a = (1]\n")?.message.contains("does not close") == true)
        #expect(error("\u{1}x = 1\n")?.message.contains("0x01") == true)
        #expect(error("a = \"\\q\"\n")?.message.contains("escape") == true)
        #expect(error("a = \n")?.message.contains("value") == true)
    }

    /// Within a list's brackets an item may span lines (a conditional), and comments sit
    /// between items.
    @Test func aListItemOverSeveralLines() throws {
        let tree = try root("""
        uris = [
          "https://a.example/cb", # the web app
          var.x != ""
            ? var.x
            : "https://b.example/cb",
          // the last one
          "https://c.example/cb"
        ]
        """)
        #expect(tree["uris"]?.items?.count == 3)
        #expect(tree["uris"]?.items?[1].stringValue?.hasPrefix("${var.x != \"\"") == true)
        #expect(tree["uris"]?.items?[1].stringValue?.hasSuffix("\"https://b.example/cb\"}") == true)
        #expect(tree["uris"]?.items?[2].stringValue == "https://c.example/cb")
    }

    /// Comments before many brackets are looked over once, not copied at each.
    @Test func manyCommentedBracketsParseInLinearTime() throws {
        let text = String(repeating: "a = [ # c\n 1 ]\n", count: 20_000)
        let document = try HCLLoader.load(SourceFile(path: "main.tf", text: text))
        #expect(document.comments.count == 20_000)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = "a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        #expect(error(deep)?.message.contains("deep") == true)
        let blocks = String(repeating: "b {\n", count: 10_000) + String(repeating: "}\n", count: 10_000)
        #expect(error(blocks)?.message.contains("deep") == true)
        let opaque = "a = f" + String(repeating: "(", count: 10_000) + "\n"
        #expect(error(opaque)?.message.contains("deep") == true)
        let strings = "a = " + String(repeating: "\"${", count: 20_000) + "x" + String(repeating: "}\"", count: 20_000) + "\n"
        #expect(error(strings)?.message.contains("deep") == true)
    }
}
