import Foundation
import Testing

@testable import DropShotFormat

/// Items share their values between copies until one is changed (copy on write).
@Suite struct ItemSpecStorageTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var original = ItemSpec(id: "a", label: "A", borderWidth: 2)
        original.fields = ["subtitle": "one"]
        var copy = original
        #expect(copy == original)
        copy.label = "B"
        copy.fields["subtitle"] = "two"
        copy.span = GridSpan(columns: 2, rows: 1)
        #expect(original.label == "A" && original.fields == ["subtitle": "one"] && original.span == nil)
        #expect(copy.label == "B" && copy.fields == ["subtitle": "two"] && copy.span == GridSpan(columns: 2, rows: 1))
        #expect(copy != original)
        // Items made apart with equal values are equal.
        var twin = ItemSpec(id: "a", label: "A", borderWidth: 2)
        #expect(twin != original)
        twin.fields = ["subtitle": "one"]
        #expect(twin == original)
    }

    @Test func arraysOfItemsCopyOnWriteToo() {
        let items = (0..<4).map { ItemSpec(id: "i\($0)") }
        var changed = items
        changed[2].deletable = false
        #expect(items.allSatisfy { $0.deletable })
        #expect(changed.map(\.deletable) == [true, true, false, true])
    }
}
