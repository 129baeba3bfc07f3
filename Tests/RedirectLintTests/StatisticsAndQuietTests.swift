import RedirectLintReporters
import Testing

@Suite("--statistics and --quiet")
struct StatisticsAndQuietTests {
    @Test func countsPerRuleMostFirstThenById() {
        let report = ReportFixtures.report([
            ReportFixtures.finding("loopback-port-pinned", line: 1),
            ReportFixtures.finding("https-loopback", line: 2),
            ReportFixtures.finding("loopback-port-pinned", line: 3),
            ReportFixtures.finding("embedded-client-secret", line: 4),
        ])
        let counts = StatisticsReporter.counts(report)
        #expect(counts.map(\.rule) == ["loopback-port-pinned", "embedded-client-secret", "https-loopback"])
        #expect(counts.map(\.count) == [2, 1, 1])
        #expect(StatisticsReporter.render(report) == """
            2  loopback-port-pinned    Loopback redirect pins a port
            1  embedded-client-secret  Client secret in a native client or an app
            1  https-loopback          Loopback redirect uses https

            """)
    }

    @Test func countsAreRightAligned() {
        let many = (1...10).map { ReportFixtures.finding("https-loopback", line: $0) } + [ReportFixtures.finding("not-in-catalog")]
        let lines = StatisticsReporter.render(ReportFixtures.report(many)).split(separator: "\n")
        #expect(lines == ["10  https-loopback  Loopback redirect uses https", " 1  not-in-catalog"])
    }

    @Test func noFindingsNoStatistics() {
        #expect(StatisticsReporter.render(ReportFixtures.report([])).isEmpty)
    }

    @Test func quietTextHasFindingsButNoSummary() {
        let report = ReportFixtures.report([ReportFixtures.finding()])
        let loud = Reporters.render(report, as: .text, options: ReportOptions())
        let quiet = Reporters.render(report, as: .text, options: ReportOptions(quiet: true))
        #expect(loud.contains("Found 0 errors, 1 warning and 0 notes"))
        #expect(!quiet.contains("Found"))
        #expect(quiet.contains("client.json:1:1: warning: loopback redirect URI uses 'localhost' [loopback-uses-localhost]"))
        #expect(Reporters.render(ReportFixtures.report([]), as: .text, options: ReportOptions(quiet: true)).isEmpty)
        #expect(Reporters.render(ReportFixtures.report([]), as: .text).hasPrefix("No problems found"))
    }
}
