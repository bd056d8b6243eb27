import Testing

@testable import DropShotEngine
@testable import DropShotFormat

/// The state JSON is written from the tables that describe it; a cell, which a state holds by the
/// hundred thousand, is written in one call, and those bytes are the ones its keys write.
@Suite struct StateFormatTests {
    /// A cell's JSON, written at once or key by key.
    func json(_ cell: CellSnapshot, byKeys: Bool, pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        withUnsafePointer(to: cell) { cell in
            if byKeys { StateFormat.cell.writeByKeys(cell, to: &writer) } else { StateFormat.cell.write(cell, to: &writer) }
        }
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aCellWrittenAtOnceIsWhatItsKeysWrite() {
        var checked = 0
        // Every mark on and off, each optional value present and absent, placeholder or item.
        for mask in 0..<(1 << 9) {
            func on(_ bit: Int) -> Bool { mask & (1 << bit) != 0 }
            var cell = CellSnapshot(
                index: 7, frame: Rect(1.5, 2, 60, 40.25), item: on(0) ? nil : ItemSpec(id: "card \"a\"", label: "A"),
                label: on(1) ? "8" : nil, touched: on(2), isDragOrigin: on(3))
            cell.isDragged = on(4)
            cell.isDropTarget = on(5)
            cell.selectionOrder = on(6) ? 2 : nil
            cell.isFocused = on(7)
            if on(8) { cell.section = 1; cell.sectionIndex = 3 }
            for pretty in [true, false] {
                #expect(json(cell, byKeys: false, pretty: pretty) == json(cell, byKeys: true, pretty: pretty), "mask \(mask)")
                checked += 1
            }
        }
        #expect(checked == 1024)
        // The keys the table writes for a cell with every mark, in order.
        var every = CellSnapshot(index: 0, frame: Rect(0, 0, 1, 1), item: nil, label: "1", touched: true, isDragOrigin: true)
        every.isDragged = true; every.isDropTarget = true; every.selectionOrder = 1; every.isFocused = true
        every.section = 0; every.sectionIndex = 0
        guard case let .object(members) = try? JSONValue.parse(Array(json(every, byKeys: true, pretty: false).utf8)) else {
            Issue.record("a cell is an object")
            return
        }
        #expect(members.map(\.key) == StateFormat.cell.keys.map { "\($0.name)" })
    }

    /// A key whose writer writes nothing is left out whole, key and all, in pretty and compact text.
    @Test func anOptionalKeyWithNothingToWriteIsLeftOut() {
        for pretty in [true, false] {
            var writer = JSONWriter(pretty: pretty)
            writer.object { w in
                w.key(ifValueFollows: "absent")
                w.key("a"); w.number(1)
                w.key(ifValueFollows: "present"); w.bool(true)
                w.key(ifValueFollows: "last")
            }
            let text = writer.withBytes { String(decoding: $0, as: UTF8.self) }
            #expect(text == (pretty ? "{\n  \"a\": 1,\n  \"present\": true\n}" : "{\"a\":1,\"present\":true}"), "\(text)")
        }
    }
}
