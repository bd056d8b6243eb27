import DropShotEngine
import DropShotRender
import DropShotSystem
import Foundation
import Synchronization

/// An optimised `dropshot` (a release build of the same DropShot) that renders and compares a
/// test's scenario files in a process of its own, `dropshot verify-snapshots`: a debug
/// `swift test` then checks goldens at about the speed of `dropshot check`. `DROPSHOT_RENDERER`
/// names it; the goldens, artifacts and failure messages are those of verifying in the test's
/// process (DocC: "Snapshot every variant").
package struct OptimisedRenderer: Sendable {
    /// The environment variable that names the renderer.
    package static let environmentVariable = EnvironmentSettings.rendererVariable

    /// The `dropshot` executable.
    package var executable: String

    /// The renderer at `executable`.
    package init(executable: String) { self.executable = executable }

    /// The renderer `DROPSHOT_RENDERER` names, or nil when it is unset.
    package static let fromEnvironment = EnvironmentSettings.current.renderer.map(OptimisedRenderer.init(executable:))

    /// What the test asks of the renderer: a scenario file's variants (by their golden names'
    /// spelling, empty for the file's own values), the golden names the test claimed and the
    /// settings it resolved, and the DropShot version the test was built with.
    package struct Request: Codable, Equatable, Sendable {
        /// The test's DropShot version and the identity of the sources it was built from
        /// (`buildVersion`); a renderer of another one refuses the request.
        package var version: String
        /// The scenario file, as the test gave its path (the renderer starts in the test's folder).
        package var scenario: String
        /// The variants to verify, in order: `dark~ax5`, a named variant's name, or empty.
        package var variants: [String]
        /// The golden names.
        package var claims: GoldenClaims
        /// Where goldens and artifacts go, the record mode, the options.
        package var settings: VerificationSettings

        /// The request given.
        package init(version: String, scenario: String, variants: [String], claims: GoldenClaims, settings: VerificationSettings) {
            self.version = version; self.scenario = scenario; self.variants = variants; self.claims = claims; self.settings = settings
        }
    }

    /// Verifies the `variants` of the scenario file at `path` in the renderer's process and returns
    /// the failure messages, in the variants' order; a renderer that cannot be started or refuses
    /// gives one failure saying why.
    package func verify(scenarioAt path: String, variants: [String], _ claims: GoldenClaims, _ settings: VerificationSettings) -> [String] {
        let request = Request(version: Self.buildVersion, scenario: path, variants: variants, claims: claims, settings: settings)
        do { return try run(request) } catch { return ["\(settings.suite)/\(claims.base): \(error)"] }
    }

    /// Starts `dropshot verify-snapshots` with the request as its standard input and reads the
    /// failures from its standard output. The request is a temporary file, not a pipe: a
    /// renderer that ends without reading it cannot raise SIGPIPE in the test's process.
    private func run(_ request: Request) throws(SnapshotError) -> [String] {
        let requestPath = (NSTemporaryDirectory() as NSString).appendingPathComponent("dropshot-request-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(atPath: requestPath) }
        let input: FileHandle
        do {
            try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: requestPath))
            input = try FileHandle(forReadingFrom: URL(fileURLWithPath: requestPath))
        } catch {
            throw SnapshotError(
                message: "\(Self.environmentVariable): the request could not be written to \(requestPath): \(error.localizedDescription)")
        }
        defer { try? input.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["verify-snapshots"]
        let output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw SnapshotError(message: "\(Self.environmentVariable)=\(executable) could not be started: \(error.localizedDescription)")
        }
        // Standard error is read beside standard output, so that neither pipe can fill and stall the renderer.
        let errorText = Mutex<Data>(Data())
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
            errorRead.signal()
        }.start()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        let said = errorText.withLock { String(decoding: $0, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw SnapshotError(message: "\(Self.environmentVariable)=\(executable) failed (\(how)): \(said.isEmpty ? "it said nothing" : said)")
        }
        do { return try JSONDecoder().decode([String].self, from: reply) } catch {
            throw SnapshotError(
                message:
                    "\(Self.environmentVariable)=\(executable) answered what is no list of failures: \(String(decoding: reply.prefix(200), as: UTF8.self))"
            )
        }
    }

    /// This build's version with the identity of the sources it was built from as semantic
    /// versioning's build metadata (`1.0.0+b009b496…`, the BuildIdentity plugin): a renderer
    /// serves only tests built from the same sources. A renderer from before the identity
    /// compares versions alone, so it refuses such a request too.
    package static let buildVersion = "\(DropShotVersion.string)+\(BuildIdentity.digest)"

    /// What `dropshot verify-snapshots` does with a request: loads each variant of the file by its
    /// name and verifies them as the helpers do in the test's process.
    package static func serve(_ request: Request) throws(SnapshotError) -> [String] {
        guard request.version == buildVersion else {
            let version = request.version.prefix { $0 != "+" }
            let build = "build the renderer from the tests' DropShot (swift build -c release --product dropshot)"
            throw SnapshotError(
                message: version == DropShotVersion.string
                    ? "this dropshot was built from other DropShot sources (\(buildVersion)) than the tests (\(request.version)): \(build)"
                    : "this dropshot is version \(DropShotVersion.string) and the tests use DropShot \(version): \(build)")
        }
        guard request.variants.count <= ScenarioMatrix.maxVariants else {
            throw SnapshotError(
                message: "the request names \(request.variants.count) variants, over the limit of \(ScenarioMatrix.maxVariants) a file")
        }
        let suite = request.settings.suite
        let bytes: [UInt8]
        do { bytes = try readInputFile(request.scenario, limit: ScenarioDocument.maxFileBytes, file: request.scenario) } catch {
            return ["\(suite): \(error)"]
        }
        // Each variant is decoded when its job starts, as `check` does.
        let (names, path) = (request.variants, request.scenario)
        let source = VariantSource(count: names.count) { index in
            let name = names[index]
            let document = try ScenarioDocument.load(json: bytes, path: path, variant: name.isEmpty ? nil : name)
            guard document.variant == name else { throw SnapshotError(message: "variant \(name) of \(path) reads as \(document.variant)") }
            return document
        }
        return verifyVariants(source, request.claims, request.settings)
    }
}
