import Foundation

/// DropShot's settings from the environment, read once per process: the one place each variable's
/// name is spelled. An empty value counts as unset.
package struct EnvironmentSettings: Sendable {
    /// `DROPSHOT_RECORD`: which goldens to write, as written (checked by `RecordMode`).
    package var record: String?
    /// `DROPSHOT_ARTIFACTS`: where failure images go.
    package var artifacts: String?
    /// `DROPSHOT_SNAPSHOTS`: the goldens' folder of the test helpers.
    package var snapshots: String?
    /// `DROPSHOT_FONTS`: the folder that holds the bundled fonts.
    package var fonts: String?
    /// `DROPSHOT_RENDERER`: an optimised `dropshot` that verifies the test helpers' scenario files.
    package var renderer: String?
    /// `CI` set to anything but `0` or `false`: a CI run, where nothing is recorded unless asked.
    package var ci: Bool

    package static let recordVariable = "DROPSHOT_RECORD"
    package static let artifactsVariable = "DROPSHOT_ARTIFACTS"
    package static let snapshotsVariable = "DROPSHOT_SNAPSHOTS"
    package static let fontsVariable = "DROPSHOT_FONTS"
    package static let rendererVariable = "DROPSHOT_RENDERER"

    /// The settings `environment` gives.
    package init(_ environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        record = value(Self.recordVariable)
        artifacts = value(Self.artifactsVariable)
        snapshots = value(Self.snapshotsVariable)
        fonts = value(Self.fontsVariable)
        renderer = value(Self.rendererVariable)
        ci = value("CI").map { $0 != "0" && $0.lowercased() != "false" } ?? false
    }

    /// This process's settings, read from its environment the first time they are asked for.
    package static let current = EnvironmentSettings(ProcessInfo.processInfo.environment)
}
