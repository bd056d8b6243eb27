/// One axis of a variant matrix (`device`, `appearance`, `contrast`, `contentSize`,
/// `layoutDirection`, `locale`), described once: its key and the codec of its values (the decoder
/// of `variants`, `when` and `exclude`, and the schema's), where it sits on a `ScenarioVariant`,
/// and how a value is spelled in a golden's name (`iPhoneSE`, `dark`, `hc`, `ax5`, `rtl`, `ja`).
struct VariantAxis: Sendable {
    /// The key in JSON.
    let name: String
    /// What it sets, for the schema's descriptions ("every \(summary) taken").
    let summary: String
    /// The JSON one value takes.
    let shape: JSONShape
    /// Reads one value into a variant.
    let read: @Sendable (inout ScenarioVariant, JSONValue, JSONReader) throws(ScenarioError) -> Void
    /// The variant's value as a file spells it (what `when` compares), nil when it sets none.
    let value: @Sendable (ScenarioVariant) -> String?
    /// The value's part of a golden's name, nil when it is the screen's `own` (then not spelled).
    let namePart: @Sendable (_ variant: ScenarioVariant, _ own: ScenarioVariant) -> String?
    /// Sets the axis from a golden name's part; false when the part is no value of this axis.
    let parse: @Sendable (inout ScenarioVariant, String) -> Bool
    /// Takes `own`'s value where the variant sets none.
    let fill: @Sendable (inout ScenarioVariant, _ own: ScenarioVariant) -> Void

    /// An axis holding values of `codec` at `path`; `standard` is what a screen that says nothing
    /// has (nil: no value), `spell` a value's golden-name spelling.
    init<Value: Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<ScenarioVariant, Value?> & Sendable, _ codec: FormatCodec<Value>, _ summary: String,
        standard: Value?, spell: @escaping @Sendable (Value) -> String, spelled: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.summary = summary
        shape = codec.shape
        read = { variant, json, reader throws(ScenarioError) in variant[keyPath: path] = try codec.read(json, reader) }
        value = { variant in
            guard let value = variant[keyPath: path], case let .string(text) = codec.write(value) else { return nil }
            return text
        }
        namePart = { variant, own in
            guard let value = variant[keyPath: path], value != (own[keyPath: path] ?? standard) else { return nil }
            return spell(value)
        }
        parse = { variant, part in
            guard let value = spelled(part) else { return false }
            variant[keyPath: path] = value
            return true
        }
        fill = { variant, own in
            if variant[keyPath: path] == nil { variant[keyPath: path] = own[keyPath: path] }
        }
    }

    /// The axes, in the order a golden's name lists them.
    static let all: [VariantAxis] = [
        VariantAxis(
            "device", \.device, .cases, "a device", standard: nil, spell: \.compactName,
            spelled: { part in CanvasSpec.Device.allCases.first { $0.compactName == part } }),
        VariantAxis("appearance", \.appearance, .cases, "light or dark", standard: .light, spell: \.rawValue, spelled: Appearance.init(rawValue:)),
        VariantAxis(
            "contrast", \.contrast, .cases, "normal or increased contrast", standard: .normal, spell: { $0 == .high ? "hc" : "normal" },
            spelled: { $0 == "hc" ? .high : $0 == "normal" ? .normal : nil }),
        VariantAxis(
            "contentSize", \.contentSize, contentSizeCodec, "a Dynamic Type size", standard: .large, spell: \.goldenName,
            spelled: { part in ContentSizeCategory.allCases.first { $0.goldenName == part } }),
        VariantAxis(
            "layoutDirection", \.layoutDirection, .cases, "the screen's direction", standard: .leftToRight,
            spell: { $0 == .rightToLeft ? "rtl" : "ltr" }, spelled: { $0 == "rtl" ? .rightToLeft : $0 == "ltr" ? .leftToRight : nil }),
        VariantAxis("locale", \.locale, localeCodec, "a locale", standard: nil, spell: { $0 }, spelled: { Locales.isTag($0) ? $0 : nil }),
    ]

    /// The axes' keys, in order.
    static let names = all.map(\.name)

    /// The axis named `name`.
    static func named(_ name: String) -> VariantAxis? { all.first { $0.name == name } }

    /// A Dynamic Type size: its name (`accessibility5`) or a short spelling (`AX5`, `xxxl`).
    private static let contentSizeCodec = FormatCodec<ContentSizeCategory>(
        .oneOf(ContentSizeCategory.spellings),
        read: { json, r throws(ScenarioError) in
            let text = try r.string(json)
            guard let size = ContentSizeCategory(spelled: text) else {
                throw r.error("\(JSONValue.echo(text)) is not one of: \(ContentSizeCategory.spellings.joined(separator: ", "))")
            }
            return size
        }, write: { .string($0.rawValue) })

    /// A BCP 47 language tag (`en`, `pt-BR`, `en-XA`), none of the spellings golden names give
    /// another axis.
    private static let localeCodec = FormatCodec<String>(
        .string(pattern: "^(?!(xs|xl|xxl|ltr|rtl)$)[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"),
        read: { json, r throws(ScenarioError) in
            let tag = try r.string(json)
            guard Locales.isTag(tag) else {
                throw r.error("\(JSONValue.echo(tag)) is not a locale tag (such as \"en\", \"ja\", \"pt-BR\", \"en-XA\"\(Locales.reservedNote(tag)))")
            }
            return tag
        }, write: { .string($0) })
}
