import RedirectLintReporters
import Testing

@Suite("Output plan: several formats in one run")
struct OutputPlanTests {
    @Test func noFormatMeansTextToStandardOutput() throws {
        let plan = try OutputPlan(formats: [], outputs: [])
        #expect(plan.targets == [.init(format: .text, destination: .standardOutput)])
        #expect(plan.wantsExcerpts)
        #expect(plan.statisticsStream == .standardOutput)
    }

    @Test func anOutputWithoutAFormatIsTextToThatFile() throws {
        let plan = try OutputPlan(formats: [], outputs: ["report.txt"])
        #expect(plan.targets == [.init(format: .text, destination: .file("report.txt"))])
        #expect(plan.standardOutputFormat == nil)
        #expect(plan.statisticsStream == .standardOutput)
    }

    @Test func theNthOutputGoesWithTheNthFormat() throws {
        let plan = try OutputPlan(formats: [.sarif, .gitlab, .github], outputs: ["out.sarif", "gl.json"])
        #expect(plan.targets == [
            .init(format: .sarif, destination: .file("out.sarif")),
            .init(format: .gitlab, destination: .file("gl.json")),
            .init(format: .github, destination: .standardOutput),
        ])
        #expect(plan.standardOutputFormat == .github)
        #expect(!plan.wantsExcerpts)
    }

    @Test func statisticsAvoidAMachineReadableStandardOutput() throws {
        #expect(try OutputPlan(formats: [.json], outputs: []).statisticsStream == .standardError)
        #expect(try OutputPlan(formats: [.sarif, .text], outputs: ["o.sarif"]).statisticsStream == .standardOutput)
        #expect(try OutputPlan(formats: [.sarif], outputs: ["o.sarif"]).statisticsStream == .standardOutput)
        #expect(try OutputPlan(formats: [.text, .sarif], outputs: ["o.txt"]).statisticsStream == .standardError)
    }

    @Test func twoFormatsOnStandardOutputIsAUsageError() {
        #expect {
            try OutputPlan(formats: [.json, .sarif], outputs: [])
        } throws: { error in
            "\(error)".contains("json, sarif would all go to standard output")
        }
    }

    @Test func moreOutputsThanFormatsIsAUsageError() {
        #expect {
            try OutputPlan(formats: [.sarif], outputs: ["a", "b"])
        } throws: { error in
            "\(error)".hasPrefix("2 --output options but only 1 --format option:")
        }
        #expect(throws: OutputPlan.UsageError.self) { try OutputPlan(formats: [], outputs: ["a", "b"]) }
    }

    @Test func oneFileForTwoFormatsIsAUsageError() {
        #expect {
            try OutputPlan(formats: [.json, .sarif], outputs: ["same", "same"])
        } throws: { error in
            "\(error)" == "two formats would both write to same"
        }
        #expect(throws: OutputPlan.UsageError.self) { try OutputPlan(formats: [.json], outputs: [""]) }
    }
}
