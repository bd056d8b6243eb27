extension ArenaSnapshot {
    /// The state JSON of docs/SCENARIO.md (`dropshot state`) as a value: the text of
    /// `stateJSONUTF8`, read back.
    public var stateJSON: JSONValue {
        // The writer only writes valid JSON (a number that is not finite as null).
        try! JSONValue.parse(stateJSONUTF8(pretty: false))
    }

    /// The state JSON of docs/SCENARIO.md as UTF-8 text, written straight from the snapshot;
    /// with `accessibility` (`Arena.accessibilityElements()`) and `callbacks` (`Arena.hostCalls()`)
    /// it ends with them, as `dropshot state --accessibility --callbacks` prints it.
    public func stateJSONUTF8(pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil) -> [UInt8] {
        withStateJSON(pretty: pretty, accessibility: accessibility, callbacks: callbacks) { Array($0) }
    }

    /// Calls `body` with the text of `stateJSONUTF8` in the buffer it was written into, without
    /// copying it (a state of 100k cells is 15 MB).
    public func withStateJSON<Result>(
        pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        // About the pretty text's length, so the buffer seldom grows.
        var writer = JSONWriter(pretty: pretty, reservingCapacity: 1024 + collections.reduce(0) { $0 + $1.cells.count } * 160)
        writeState(to: &writer, accessibility: accessibility, callbacks: callbacks)
        return try writer.withBytes(body)
    }

    /// Hands the text of `stateJSONUTF8` to `sink` as it is written, 64 KiB at a time, so that
    /// none of a large state (15 MB for 100k cells) is held whole: what `dropshot state` prints.
    public func writeStateJSON(
        pretty: Bool = true, accessibility: [AccessibilityElement]? = nil, callbacks: [HostCall]? = nil,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        writeStateJSON(pretty: pretty, accessibility: accessibility, callbacks: callbacks, chunk: 1 << 16, to: sink)
    }

    /// `writeStateJSON(pretty:accessibility:callbacks:to:)` a `chunk` of bytes at a time.
    package func writeStateJSON(
        pretty: Bool, accessibility: [AccessibilityElement]?, callbacks: [HostCall]?, chunk: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The file name is fixed for `withoutActuallyEscaping`'s check: Swift 6.3 passes that check
        // the length of the source file's path as the compiler was given it, even under
        // -file-prefix-map, so without the directive the release binaries would differ with the
        // folder they were built in (scripts/package's reproducibility).
        #sourceLocation(file:"ArenaSnapshot+State.swift, writeStateJSON",line:46)
        withoutActuallyEscaping(sink) { sink in
            var writer = JSONWriter(pretty: pretty, chunk: chunk, streamingTo: sink)
            writeState(to: &writer, accessibility: accessibility, callbacks: callbacks)
            writer.flush()
        }
        #sourceLocation()
    }

    /// Writes the state JSON object, and `accessibility` and `callbacks` last when given.
    private func writeState(to writer: inout JSONWriter, accessibility: [AccessibilityElement]?, callbacks: [HostCall]?) {
        func pair(_ a: Double, _ b: Double, to w: inout JSONWriter) {
            w.array(inline: true) { w in
                w.number(a); w.number(b)
            }
        }
        func rect(_ r: Rect, to w: inout JSONWriter) {
            w.array(inline: true) { w in
                w.number(r.x); w.number(r.y); w.number(r.width); w.number(r.height)
            }
        }
        func slot(_ s: SlotRef, to w: inout JSONWriter) {
            w.object { w in
                w.key("collection"); w.string(s.collection); w.key("index"); w.number(s.index)
            }
        }
        writer.object { w in
            w.key("canvas")
            w.object { w in
                w.key("width"); w.number(canvas.width); w.key("height"); w.number(canvas.height); w.key("scale"); w.number(canvas.scale)
            }
            w.key("collections")
            w.array(inline: false) { w in for c in collections.indices { write(collections[c], to: &w) } }
            w.key("drag")
            if let drag {
                w.object { w in
                    w.key("item"); w.string(drag.item.id)
                    w.key("from"); slot(drag.from, to: &w)
                    w.key("ghostFrame"); rect(drag.ghostFrame, to: &w)
                    w.key("over")
                    if let over = drag.over {
                        w.object { w in
                            w.key("collection"); w.string(over.collection)
                            w.key("index"); w.number(over.index)
                            if let section = over.section { w.key("section"); w.number(section) }
                        }
                    } else {
                        w.null()
                    }
                    w.key("deleteZone"); w.number(drag.deleteZone)
                    w.key("state"); w.string(drag.appearance.rawValue)
                    if drag.refused { w.key("refused"); w.bool(true) }
                    if drag.items.count > 1 { w.key("items"); w.array(inline: true) { w in for item in drag.items { w.string(item.id) } } }
                    if let proposal = drag.proposal {
                        w.key("proposal")
                        w.object { w in
                            w.key("operation"); w.string(proposal.operation.rawValue)
                            w.key("intent"); w.string(proposal.intent.rawValue)
                        }
                    }
                    if let landsAt = drag.landsAt {
                        w.key("landsAt")
                        w.object { w in
                            w.key("collection"); w.string(landsAt.collection)
                            w.key("index"); w.number(landsAt.index)
                            if let section = landsAt.section { w.key("section"); w.number(section) }
                        }
                    }
                }
            } else {
                w.null()
            }
            w.key("snapBack")
            if let snapBack {
                w.object { w in
                    w.key("item"); w.string(snapBack.item.id); w.key("from"); slot(snapBack.from, to: &w); w.key("frame");
                    rect(snapBack.frame, to: &w)
                }
            } else {
                w.null()
            }
            w.key("lastOutcome"); w.string(lastOutcome?.rawValue)
            w.key("history")
            w.object { w in
                w.key("count"); w.number(historyCount); w.key("canUndo"); w.bool(canUndo); w.key("canRedo"); w.bool(canRedo)
            }
            // Keys for what a scenario may not use are added only when it does, so every other state reads as before.
            if !selection.isEmpty { w.key("selection"); w.array(inline: true) { w in for id in selection { w.string(id) } } }
            if !announcements.isEmpty {
                w.key("announcements")
                w.array(inline: false) { w in
                    for announcement in announcements {
                        w.object { w in
                            w.key("event"); w.number(announcement.event); w.key("text"); w.string(announcement.text)
                        }
                    }
                }
            }
            if !freeViews.isEmpty {
                w.key("freeViews")
                w.array(inline: false) { w in
                    for group in freeViews {
                        w.object { w in
                            w.key("id"); w.string(group.id)
                            w.key("draggables")
                            w.array(inline: false) { w in
                                for view in group.draggables {
                                    w.object { w in
                                        w.key("id"); w.string(view.item.id); w.key("frame"); rect(view.frame, to: &w)
                                        w.key("state"); w.string(view.state.rawValue); w.key("registered"); w.bool(view.registered)
                                    }
                                }
                            }
                            w.key("droppables")
                            w.array(inline: false) { w in
                                for view in group.droppables {
                                    w.object { w in
                                        w.key("id"); w.string(view.spec.id); w.key("frame"); rect(view.spec.frame, to: &w)
                                        w.key("snapPoint"); pair(view.spec.snapTarget.x, view.spec.snapTarget.y, to: &w)
                                        w.key("state"); w.string(view.state.rawValue); w.key("registered"); w.bool(view.registered)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if let accessibility {
                w.key("accessibility")
                w.object { w in
                    w.key("elements")
                    w.array(inline: false) { w in
                        for element in accessibility {
                            w.object { w in
                                w.key("label"); w.string(element.label)
                                w.key("value"); w.string(element.value)
                                w.key("hint"); w.string(element.hint)
                                w.key("traits"); w.array(inline: true) { w in for trait in element.traits { w.string(trait.rawValue) } }
                                w.key("actions"); w.array(inline: true) { w in for action in element.actions { w.string(action) } }
                                w.key("frame"); rect(element.frame, to: &w)
                                w.key("path"); w.string(element.path)
                            }
                        }
                    }
                }
            }
            if let callbacks {
                w.key("callbacks")
                w.array(inline: false) { w in
                    for call in callbacks {
                        w.object { w in
                            w.key("event"); w.number(call.event)
                            w.key("method"); w.string(call.method)
                            w.key("arguments"); w.array(inline: true) { w in for argument in call.arguments { w.string(argument) } }
                        }
                    }
                }
            }
        }

        /// One collection: its place and look, its sections, then every cell.
        func write(_ collection: CollectionSnapshot, to w: inout JSONWriter) {
            w.object { w in
                w.key("id"); w.string(collection.id)
                w.key("role"); w.string(collection.role.rawValue)
                if let title = collection.title { w.key("title"); w.string(title) }
                w.key("state"); w.string(collection.appearance.rawValue)
                if collection.refusing { w.key("refusing"); w.bool(true) }
                w.key("frame"); rect(collection.frame, to: &w)
                w.key("offset"); pair(collection.offset.x, collection.offset.y, to: &w)
                w.key("zoom"); w.number(collection.zoom)
                w.key("contentSize"); pair(collection.contentSize.width, collection.contentSize.height, to: &w)
                if !collection.sections.isEmpty {
                    w.key("sections")
                    w.array(inline: false) { w in
                        for section in collection.sections {
                            w.object { w in
                                if let title = section.title { w.key("title"); w.string(title) }
                                w.key("header"); rect(section.header, to: &w)
                                w.key("start"); w.number(section.start)
                                w.key("count"); w.number(section.count)
                            }
                        }
                    }
                }
                w.key("cells")
                // By index: the cells are read in place, not copied one by one.
                w.array(inline: false) { w in for i in collection.cells.indices { write(collection.cells[i], of: collection, to: &w) } }
            }
        }

        /// One cell: its index (and section), frame and item, then what marks it.
        func write(_ cell: CellSnapshot, of collection: CollectionSnapshot, to w: inout JSONWriter) {
            w.object { w in
                w.key("index"); w.number(cell.index)
                if let section = cell.section {
                    w.key("section"); w.number(section)
                    w.key("sectionIndex"); w.number(cell.index - collection.sections[section].start)
                }
                w.key("frame"); rect(cell.frame, to: &w)
                w.key("item"); w.string(cell.item?.id)
                w.key("placeholder"); w.bool(cell.isPlaceholder)
                if let label = cell.label { w.key("label"); w.string(label) }
                if cell.isPlaceholder { w.key("touched"); w.bool(cell.touched) }
                if cell.isDragOrigin { w.key("origin"); w.bool(true) }
                if cell.isDragged { w.key("dragged"); w.bool(true) }
                if cell.isDropTarget { w.key("dropTarget"); w.bool(true) }
                if let order = cell.selectionOrder { w.key("selected"); w.number(order) }
                if cell.isFocused { w.key("focused"); w.bool(true) }
            }
        }
    }
}
