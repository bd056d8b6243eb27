/// Writes JSON text straight into one byte buffer, value by value, with no `JSONValue` tree in
/// between: the one place DropShot's JSON layout is defined (`JSONValue.serializedUTF8` writes
/// through it too), so a state written directly and one written from a tree are the same bytes.
///
/// Pretty output indents objects and arrays of containers by two spaces a level and keeps an
/// array of scalars on one line (`[0, 0, 60, 60]`); compact output has no spaces at all.
/// Numbers are written by `JSONValue.format`'s rule, or with `exactNumbers` in their shortest
/// round-trip form.
///
/// ```swift
/// var writer = JSONWriter(pretty: true)
/// writer.object { w in
///     w.key("frame"); w.array(inline: true) { w in for n in [0.0, 0, 60, 60] { w.number(n) } }
/// }
/// ```
package struct JSONWriter: ~Copyable {
    /// The text written so far, in a buffer of `capacity` bytes of which `count` are written
    /// (a state of 100k cells is millions of small pieces: each is stored, not appended).
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let pretty: Bool
    private let exactNumbers: Bool
    /// The innermost open container (depth 0: none): how many values or keys it holds so far,
    /// and whether it is laid out on one line. The containers around it wait in `outer`.
    private var depth = 0
    private var written = 0
    private var inline = false
    private var outer: [(written: Int, inline: Bool)] = []
    /// Where the text goes a full buffer at a time when the writer streams; nil when it keeps it all.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// A writer of pretty (indented) or compact text; `exactNumbers` writes every number in its
    /// shortest round-trip form instead of rounding it to 9 decimal places.
    package init(pretty: Bool = true, exactNumbers: Bool = false, reservingCapacity capacity: Int = 0) {
        self.pretty = pretty
        self.exactNumbers = exactNumbers
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        sink = nil
    }

    /// A writer that hands its text to `sink` as it is written, whenever `chunk` bytes are
    /// buffered (more at once only for a longer piece), and the rest at `flush()`: a text of any
    /// length in a buffer of one chunk.
    package init(pretty: Bool = true, chunk: Int = 1 << 16, streamingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.pretty = pretty
        exactNumbers = false
        capacity = max(chunk, 64)
        base = .allocate(capacity: capacity)
        self.sink = sink
    }

    deinit { base.deallocate() }

    /// The text written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the text written so far, in place (no copy of a state's megabytes).
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Hands the text buffered so far to the sink of a streaming writer.
    package mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    // MARK: Containers

    /// An object whose members `body` writes, each as `key(_:)` (or `key(string:)`) then its value.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        put(UInt8(ascii: "{"))
        enter(inline: false)
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes. `inline` keeps it on one line in pretty output;
    /// give it only for an array of scalars (numbers, strings, booleans, nulls).
    package mutating func array(inline: Bool, _ body: (inout JSONWriter) -> Void) {
        beginValue()
        put(UInt8(ascii: "["))
        enter(inline: inline)
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// The key of the next member of the object being written, escaped as a string value is.
    package mutating func key(string key: String) {
        deferredKey = nil
        separate()
        writeString(key)
        endKey()
    }

    /// The key of the next member, written only if a value follows before the next key or the
    /// object's end: a member whose writer finds nothing to write is left out whole.
    package mutating func key(ifValueFollows key: StaticString) {
        deferredKey = key
    }

    /// The key of the next member, a name written as it is: printable ASCII without `"` or `\`
    /// (the keys of DropShot's own documents).
    package mutating func key(_ key: StaticString) {
        deferredKey = nil
        separate()
        put(UInt8(ascii: "\""))
        key.withUTF8Buffer { name in
            assert(name.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            put(name)
        }
        put(UInt8(ascii: "\""))
        endKey()
    }

    private mutating func endKey() {
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
        keyPending = true
    }

    // MARK: Scalars

    /// `null`.
    package mutating func null() { beginValue(); put("null") }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) { beginValue(); put(value ? "true" : "false") }

    /// A string, escaped as `JSONValue.echo` escapes it (controls, DEL, C1 controls, U+2028/9).
    package mutating func string(_ value: String) { beginValue(); writeString(value) }

    /// A number (`null` when not finite: JSON has no infinity or NaN).
    package mutating func number(_ value: Double) {
        beginValue()
        if exactNumbers, value.isFinite, value != value.rounded() || abs(value) >= 1e15 {
            put(utf8: value.description)
        } else {
            writeFormatted(value)
        }
    }

    /// A whole number.
    package mutating func number(_ value: Int) {
        guard value.magnitude < 1_000_000_000_000_000 else { return number(Double(value)) }
        beginValue()
        writeDigits(Int64(value))
    }

    /// A number or `null`.
    package mutating func number(_ value: Int?) {
        if let value { number(value) } else { null() }
    }

    /// A string or `null`.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    // MARK: Layout

    /// Set by `key(_:)`: the next value is that member's, written right after it.
    private var keyPending = false

    /// Set by `key(ifValueFollows:)`: written when a value comes.
    private var deferredKey: StaticString?

    /// Before a value: a deferred key, then after a key nothing, else the separator of the array
    /// it is an element of.
    private mutating func beginValue() {
        if let key = deferredKey { self.key(key) }
        if keyPending { keyPending = false; return }
        separate()
    }

    /// The comma before every element or member but the first, then the line break and
    /// indentation of a pretty multi-line container (a space between elements of an inline one).
    private mutating func separate() {
        guard depth > 0 else { return }
        written += 1
        if written > 1 { put(UInt8(ascii: ",")) }
        guard pretty else { return }
        if !inline {
            newLine()
        } else if written > 1 {
            put(UInt8(ascii: " "))
        }
    }

    private mutating func enter(inline: Bool) {
        if depth > 0 { outer.append((written, self.inline)) }
        depth += 1
        written = 0
        self.inline = inline
    }

    private mutating func close(_ bracket: UInt8) {
        deferredKey = nil
        depth -= 1
        if pretty, !inline, written > 0 { newLine() }
        put(bracket)
        if depth > 0 { (written, inline) = outer.removeLast() }
    }

    // MARK: The buffer

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        // A streaming writer empties its buffer first; it grows only for a piece longer than it.
        if sink != nil {
            flush()
            if extra <= capacity { return }
        }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func put(_ text: UnsafeBufferPointer<UInt8>) {
        reserve(text.count)
        if let start = text.baseAddress { (base + count).initialize(from: start, count: text.count) }
        count += text.count
    }

    private mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    /// A string's UTF-8 bytes, read in place when the string stores them contiguously.
    private mutating func put(utf8 string: String) {
        var string = string
        string.withUTF8 { put($0) }
    }

    /// A line break and the indentation of the current depth.
    private mutating func newLine() {
        let spaces = 2 * depth
        reserve(1 + spaces)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }

    // MARK: Numbers and strings

    /// `JSONValue.format(number)`'s text: whole numbers digit by digit, others in their
    /// shortest form, non-finite ones `null`.
    private mutating func writeFormatted(_ number: Double) {
        guard number.isFinite else { return put("null") }
        let (cleaned, whole) = JSONValue.clean(number)
        if let whole { return writeDigits(whole) }
        let magnitude = abs(cleaned)
        guard magnitude >= 0.001, magnitude < 1e6 else { return put(utf8: cleaned.description) }
        // `cleaned` is the double nearest to n / 10^9 for a whole n of at most 15 digits, and no
        // other decimal of 15 digits or fewer is nearest to it: its shortest round-trip form, the
        // one `description` gives, is n / 10^9 in decimals without trailing zeros.
        let n = UInt64((magnitude * 1e9).rounded())
        var fraction = n % 1_000_000_000, digits = 9
        while digits > 1, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        if cleaned < 0 { put(UInt8(ascii: "-")) }
        writeDigits(Int64(n / 1_000_000_000))
        reserve(1 + digits)
        base[count] = UInt8(ascii: ".")
        var end = count + 1 + digits
        count = end
        for _ in 0..<digits {
            end -= 1
            base[end] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
    }

    private mutating func writeDigits(_ number: Int64) {
        var value = number.magnitude
        reserve(20)
        if number < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        var digits = 1, power: UInt64 = 10
        while digits < 20, value >= power { digits += 1; power &*= 10 }
        var end = count + digits
        count = end
        repeat {
            end -= 1
            base[end] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        } while value > 0
    }

    private mutating func writeString(_ string: String) {
        put(UInt8(ascii: "\""))
        // Plain ASCII (the usual id or label) is copied as it is; anything else goes scalar by scalar.
        var plain = true
        for byte in string.utf8 where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            plain = false
            break
        }
        if plain {
            put(utf8: string)
            put(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": put("\\\"")
            case "\\": put("\\\\")
            case "\n": put("\\n")
            case "\r": put("\\r")
            case "\t": put("\\t")
            case _ where JSONValue.needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                put(utf8: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: put(utf8: String(scalar))
            }
        }
        put(UInt8(ascii: "\""))
    }
}
