import Foundation
import TestUtilities
import Testing

@testable import DropShotSystem

/// The `DROPSHOT_*` variables and `CI`, read once: empty is unset.
@Suite struct EnvironmentSettingsTests {
    @Test func environmentSettingsTreatEmptyAsUnset() {
        let settings = EnvironmentSettings([
            "DROPSHOT_RECORD": "", "DROPSHOT_FONTS": "/f", "DROPSHOT_ARTIFACTS": "/a",
            "DROPSHOT_SNAPSHOTS": "/s", "CI": "true",
        ])
        #expect(settings.record == nil && settings.fonts == "/f" && settings.artifacts == "/a" && settings.snapshots == "/s" && settings.ci)
        for (value, ci) in [("", false), ("0", false), ("false", false), ("FALSE", false), ("1", true), ("yes", true)] {
            #expect(EnvironmentSettings(["CI": value]).ci == ci, "CI=\(value)")
        }
        #expect(!EnvironmentSettings([:]).ci)
    }
}
