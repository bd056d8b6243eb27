import DropShotRaster
import Foundation
import Testing

@testable import DropShotTesting

@Suite struct RecordModeTests {
    @Test func environmentSelectsTheMode() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "DROPSHOT_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["DROPSHOT_RECORD": "all"]) == .all)
        #expect(throws: SnapshotError.self) { try RecordMode.fromEnvironment(["DROPSHOT_RECORD": "sometimes"]) }
    }
}
