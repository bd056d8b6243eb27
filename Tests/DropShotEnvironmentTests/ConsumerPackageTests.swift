import Foundation
import TestUtilities
import Testing

/// The package the README and the "Getting started" article describe, built as a package of its
/// own outside the repository (depending on a copy of DropShot by path), records, fails, updates
/// and passes; then the copy's own packages that depend on it (`Integrations/`) build and pass.
@Suite(environmentTest) struct ConsumerPackageTests {
    /// The packages in `Integrations/`, each depending on DropShot by path (`../..`).
    static let integrationPackages = ["SnapshotTesting", "EngineApp"]

    /// The documents whose code blocks make up the consumer package.
    static let documents = ["README.md", "Sources/DropShotTestSupport/DropShotTestSupport.docc/GettingStarted.md"]

    /// The code blocks of the documents marked `<!-- consumer: PATH -->`, by path.
    static func documentedFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for document in documents {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
            for (path, code) in consumerBlocks(text) {
                #expect(files[path] == nil, "\(path) is given twice")
                files[path] = code
            }
        }
        return files
    }

    static func consumerBlocks(_ text: String) -> [(path: String, code: String)] {
        var files: [(path: String, code: String)] = []
        for part in text.components(separatedBy: "<!-- consumer: ").dropFirst() {
            let path = String(part.prefix { $0 != " " })
            guard let open = part.range(of: "```swift\n"), let close = part.range(of: "\n```", range: open.upperBound..<part.endIndex) else {
                continue
            }
            files.append((path, String(part[open.upperBound..<close.lowerBound]) + "\n"))
        }
        return files
    }

    /// The DocC articles' examples marked `<!-- compiled -->`, as one test file of the consumer
    /// package: each a suite of its own, disabled (compiled with the package, not run). A block of
    /// statements becomes a test's body, with a `json` of the scenario it reads; a block of
    /// declarations stays as it is; `import` lines go to the top.
    static func articleExamples() throws -> String {
        var suites: [String] = []
        let sources = packageRoot.appendingPathComponent("Sources")
        let articles = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
        for article in articles.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(article), encoding: .utf8)
            for part in text.components(separatedBy: "<!-- compiled -->\n```swift\n").dropFirst() {
                guard let close = part.range(of: "\n```") else { continue }
                let code = part[..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
                let declares = code.contains {
                    $0.hasPrefix("@Test") || $0.hasPrefix("func ") || $0.hasPrefix("struct ") || $0.hasPrefix("extension ")
                }
                let body =
                    declares
                    ? code.map { "    " + $0 }.joined(separator: "\n")
                    : "    @Test func example() throws {\n        let json = \"{}\"\n" + code.map { "        " + $0 }.joined(separator: "\n")
                        + "\n    }"
                suites.append(
                    "// Sources/\(article)\n@Suite(.disabled(\"an article's example: compiled, not run\")) struct ArticleExample\(suites.count + 1) {\n\(body)\n}"
                )
            }
        }
        return "import DropShotTestSupport\nimport Foundation\nimport Testing\n\n" + suites.joined(separator: "\n\n") + "\n"
    }

    struct Output { var status: Int32; var text: String }

    /// Runs `command` in `directory` with DropShot's variables cleared and `environment` added.
    static func run(_ command: [String], in directory: String, environment: [String: String] = [:]) throws -> Output {
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("DROPSHOT_") && $0.key != "CI" }
        env.merge(environment) { $1 }
        let result = try TestUtilities.run(URL(fileURLWithPath: "/usr/bin/env"), command, environment: env, in: URL(fileURLWithPath: directory))
        return Output(status: result.status, text: result.stdout + result.stderr)
    }

    @Test func aConsumerPackageRecordsFailsUpdatesAndPasses() throws {
        var files = try Self.documentedFiles()
        #expect(files.keys.sorted() == ["Package.swift", "Tests/MyComponentTests/DroppedTests.swift", "Tests/MyComponentTests/DroppedXCTests.swift"])
        files["Tests/MyComponentTests/ArticleExamples.swift"] = try Self.articleExamples()
        #expect(files["Tests/MyComponentTests/ArticleExamples.swift"]!.components(separatedBy: "struct ArticleExample").count - 1 == 7)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dropshot-consumer-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // DropShot as a user has it: its files (tracked, and new ones not ignored), no build products.
        let listed = try Self.run(["git", "ls-files", "-co", "--exclude-standard"], in: packageRoot.path)
        #expect(listed.status == 0)
        for file in listed.text.split(separator: "\n").map(String.init) where FileManager.default.fileExists(atPath: packageRoot.path + "/" + file) {
            let target = "\(root)/DropShot/\(file)"
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: packageRoot.path + "/" + file, toPath: target)
        }
        let consumer = root + "/MyComponent"
        for (path, text) in files {
            try FileManager.default.createDirectory(
                atPath: ("\(consumer)/\(path)" as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: "\(consumer)/\(path)", atomically: true, encoding: .utf8)
        }
        let fixture = "\(consumer)/Tests/MyComponentTests/Fixtures/dropped.json"
        try FileManager.default.createDirectory(atPath: (fixture as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let scenario = scenarioJSON.replacingOccurrences(
            of: #""deleteZones""#, with: #""checkpoints": [{"name": "dragging", "step": 2}], "deleteZones""#)
        try scenario.write(toFile: fixture, atomically: true, encoding: .utf8)

        let build = try Self.run(["swift", "build", "--build-tests"], in: consumer)
        try #require(build.status == 0, "\(build.text.suffix(3000))")
        let test = ["swift", "test", "--skip-build"]
        let goldens = "\(consumer)/Snapshots"

        let record = try Self.run(test, in: consumer, environment: ["DROPSHOT_RECORD": "missing"])
        #expect(record.status != 0, "recording fails the tests, so that goldens are looked at")
        let recorded = try FileManager.default.subpathsOfDirectory(atPath: goldens).filter { $0.hasSuffix(".png") }.sorted()
        #expect(
            recorded == [
                "DroppedTests/drag.png", "DroppedTests/drag@dragging.png", "DroppedTests/dropped.1.png", "DroppedTests/start.png",
                "DroppedTests/zoomed(scale=1).1.png", "DroppedTests/zoomed(scale=2).1.png",
                "DroppedXCTests/testDropped.1.png", "DroppedXCTests/testDropped.2.png",
            ], "\(record.text.suffix(3000))")

        let pass = try Self.run(test, in: consumer, environment: ["CI": "true"])
        #expect(pass.status == 0, "\(pass.text.suffix(3000))")

        try scenario.replacingOccurrences(of: #"{"id": "b"}"#, with: #"{"id": "b", "label": "Changed"}"#).write(
            toFile: fixture, atomically: true, encoding: .utf8)
        let fail = try Self.run(test, in: consumer, environment: ["CI": "true"])
        #expect(fail.status != 0)
        #expect(fail.text.contains("Accept the new image: DROPSHOT_RECORD=failed swift test --filter 'dropped'"), "\(fail.text.suffix(3000))")
        let before = try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/DroppedTests/dropped.1.png"))

        let update = try Self.run(test, in: consumer, environment: ["DROPSHOT_RECORD": "failed"])
        #expect(update.status != 0, "re-recording fails the tests too")
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/DroppedTests/dropped.1.png")) != before)
        let passAgain = try Self.run(test, in: consumer, environment: ["CI": "true"])
        #expect(passAgain.status == 0, "\(passAgain.text.suffix(3000))")

        // The integration packages of the same copy, built in the consumer's build folder: DropShot's
        // modules are the same sources with the same flags there, so they are built once for all
        // three packages, not once each. CI=true: their goldens are compared, never recorded.
        for package in Self.integrationPackages {
            let folder = ["--package-path", "\(root)/DropShot/Integrations/\(package)", "--scratch-path", "\(consumer)/.build"]
            let built = try Self.run(["swift", "build", "--build-tests"] + folder, in: root)
            try #require(built.status == 0, "Integrations/\(package): \(built.text.suffix(3000))")
            let tested = try Self.run(["swift", "test", "--skip-build"] + folder, in: root, environment: ["CI": "true"])
            #expect(tested.status == 0, "Integrations/\(package): \(tested.text.suffix(3000))")
        }
    }
}
