/// The scenario's top-level object, described once: `Scenario.format` lists every key with its
/// JSON, summary, default and docs row, and reads and writes the keys whose value stands alone.
/// The keys other keys depend on are read first, in stages, by `Scenario(root:environment:)`:
/// `templates` (every `cell` may name one), `theme` and `behaviour` (the defaults `canvas` and
/// `config` override), `canvas` (frames of edges lie in its safe area) and `config` (what the
/// collections start from). The variant keys (`colors` … `overrides`) are `ScenarioMatrix`'s: it
/// takes them out before a variant's scenario is read.
extension Scenario {
    /// A scenario's top-level values as the format reads and writes them.
    struct Parts {
        var theme = ThemeSpec()
        var behaviour = Behaviour.dropshot
        var canvas = CanvasSpec()
        /// The top-level config's collection keys and the arena's rules.
        var settings = ConfigSettings()
        /// The top-level config as written: the keys that differ from what it starts from, the
        /// theme's and the preset's defaults (writing).
        var configChanges: [(key: String, value: JSONValue)] = []
        /// What a collection with a preset of its own starts from (reading).
        var collectionBase: (Behaviour) throws(ScenarioError) -> ArenaConfig = { _ throws(ScenarioError) in ArenaConfig() }
        /// The top-level config's `cell`: every collection's template unless it has its own (reading).
        var defaultCell: CellTemplate?
        var collections: [CollectionSpec] = []
        var deleteZones: [Rect] = []
        var deleteZoneLooks: [DeleteZoneLook] = []
        var events: [ArenaEvent] = []
        var checkpoints: [Checkpoint] = []
        var freeViews: [FreeGroupSpec] = []
        var decorations: [Decoration] = []
        var fonts: [FontSpec] = []
        var title: String?
        var caption: String?
        var animate = false
        var accessibilitySnapshot = false
        var audit = AuditSettings()

        init() {}

        /// A scenario's values to write, with the settings its top-level config starts from.
        init(_ scenario: Scenario) {
            (theme, behaviour, canvas) = (scenario.theme, scenario.behaviour, scenario.canvas)
            settings = ConfigSettings(config: scenario.config, rules: scenario.rules)
            var base = ConfigSettings(), scratch = CanvasSpec()
            if theme != ThemeSpec() { theme.defaults(&base.config, canvas: &scratch) }
            behaviour.apply(to: &base.config, rules: &base.rules)
            configChanges = ConfigKey.changes(from: base, to: settings, keys: ConfigKey.all)
            collections = scenario.collections
            (deleteZones, deleteZoneLooks) = (scenario.deleteZones, scenario.deleteZoneLooks)
            (events, checkpoints, freeViews, decorations, fonts) =
                (scenario.events, scenario.checkpoints, scenario.freeViews, scenario.decorations, scenario.fonts)
            (title, caption, animate, accessibilitySnapshot, audit) =
                (scenario.title, scenario.caption, scenario.animate, scenario.accessibilitySnapshot, scenario.audit)
        }
    }

    /// Every top-level key, in the order the encoder writes them, the docs list them and an unknown
    /// key's message names them.
    static let format = FormatObject<Parts>([
        FormatKey(
            "canvas", CanvasSpec.format.shape, "the image's size in points, its scale and background", default: "390 x 844, scale 2, white",
            "`width`, `height`, `scale`, `background`; or `\"device\": \"iPhone 15\"` (with `\"orientation\": \"landscape\"` to turn it) for that screen's size in points and its scale: `iPhone SE` 375 x 667 @2, `iPhone 13 mini` 375 x 812, `iPhone 14` 390 x 844, `iPhone 14 Plus` 428 x 926, `iPhone 15`, `iPhone 15 Pro` and `iPhone 16` 393 x 852, `iPhone 15 Pro Max` 430 x 932, `iPhone 16 Pro` 402 x 874, `iPhone 16 Pro Max` 440 x 956 (iPhones @3), `iPad mini` 744 x 1133, `iPad` 820 x 1180, `iPad Air 13` and `iPad Pro 13` 1024 x 1366, `iPad Pro 11` 834 x 1194 (iPads @2); `width`, `height`, `scale` given too win over the device's (the keys: the table below)",
            read: nil,
            write: { CanvasSpec.format.encode($0.canvas) }),
        FormatKey(
            "config", .reference("config"), "config keys for every collection, and the arena-wide ones", default: "see below",
            "applies to every collection: see [Config keys](#config-keys)", read: nil,
            write: { parts in parts.configChanges.isEmpty ? nil : .object(parts.configChanges) }),
        FormatKey(
            "collections", .array(.reference("collection")), "the collections, in drawing and hit-testing order", required: true,
            default: "required", "in priority order: an earlier collection wins where frames overlap",
            read: { parts, value, reader throws(ScenarioError) in
                let r = reader()
                for (i, entry) in try r.array(value).enumerated() {
                    var collection = try Scenario.decodeCollection(entry, r.child(i), base: parts.settings.config, presetBase: parts.collectionBase)
                    collection.adoptCell(parts.defaultCell)
                    parts.collections.append(collection)
                }
            },
            write: { parts in
                .array(
                    parts.collections.map { collection in
                        // A collection with a preset of its own starts from that preset and the top-level keys.
                        let ownPreset = collection.config.behaviour != parts.settings.config.behaviour
                        var start = ConfigSettings(config: parts.settings.config)
                        if ownPreset {
                            start = ConfigSettings()
                            var scratch = CanvasSpec()
                            if parts.theme != ThemeSpec() { parts.theme.defaults(&start.config, canvas: &scratch) }
                            collection.config.behaviour.apply(to: &start.config)
                            // The table's own values: they apply without error.
                            for change in parts.configChanges { try? ConfigKey.byName[change.key]?.apply(&start, change.value, JSONReader(path: "")) }
                        }
                        return collection.json(over: start.config, ownPreset: ownPreset)
                    })
            }),
        FormatKey(
            "deleteZones", .array(.anyOf([.rect, DeleteZoneEntry.format.shape])), "areas a release over deletes the dragged item", default: "`[]`",
            "frames, or objects with a frame and a look (see [Delete zones and the toolbar](#delete-zones-and-the-toolbar)); releasing a drag inside one deletes the item",
            read: { parts, value, reader throws(ScenarioError) in
                let r = reader()
                for (i, zone) in try r.array(value).enumerated() {
                    let (frame, look) = try DeleteZoneLook.decode(zone, r.child(i))
                    parts.deleteZones.append(frame)
                    parts.deleteZoneLooks.append(look)
                }
                if parts.deleteZoneLooks.allSatisfy({ $0 == DeleteZoneLook() }) { parts.deleteZoneLooks = [] }
            },
            write: { parts in
                parts.deleteZones.isEmpty
                    ? nil
                    : .array(
                        parts.deleteZones.enumerated().map { i, frame in
                            let look = i < parts.deleteZoneLooks.count ? parts.deleteZoneLooks[i] : DeleteZoneLook()
                            return look == DeleteZoneLook() ? frame.json : look.json(frame: frame)
                        })
            }),
        FormatKey(
            "events", .array(.reference("event")), "the gestures, in time order", default: "`[]`",
            "applied in order: see [Events](#events)",
            read: { parts, value, reader throws(ScenarioError) in
                let r = reader()
                var lastTime = 0.0
                for (i, event) in try r.array(value).enumerated() {
                    parts.events.append(try EventFormat.decode(event, r.child(i), lastTime: &lastTime))
                }
            },
            write: { $0.events.isEmpty ? nil : .array($0.events.map(EventFormat.encode)) }),
        FormatKey(
            "checkpoints", .array(Checkpoint.format.shape), "extra pictures after some events", default: "`[]`",
            "`{\"name\": \"mid-drag\", \"step\": 2}`: the state after the first `step` events, checked by `dropshot check` against `<scenario>@<name>.png` (the table below); their images and the final state's may add up to 2^32 pixels (sixteen 16384 x 16384 images, about 1,400 iPhone screens at 3x), more is refused",
            read: { parts, value, reader throws(ScenarioError) in
                let r = reader()
                for (i, checkpoint) in try r.array(value).enumerated() {
                    parts.checkpoints.append(try Scenario.decodeCheckpoint(checkpoint, r.child(i)))
                }
            },
            write: { $0.checkpoints.isEmpty ? nil : .array($0.checkpoints.map(Checkpoint.format.encode)) }),
        FormatKey(
            "title", .string(), "the gallery's title for it", default: "the file's name",
            "a string shown with the scenario's images by `dropshot docs`",
            read: { parts, value, reader throws(ScenarioError) in parts.title = try reader().string(value) }, write: { $0.title.map { .string($0) } }),
        FormatKey(
            "caption", optional: \.caption, .string, "the gallery's caption for it", default: "none",
            "a string shown under the scenario's images by `dropshot docs`"),
        FormatKey(
            "theme", .anyOf([.cases(of: ThemeSpec.Base.self), ThemeSpec.format.shape]), "light, dark, or a base with overrides", default: "`light`",
            "`\"light\"`, `\"dark\"` (dark panels, placeholders, titles, section headers and canvas as defaults; explicit config keys and `canvas.background` still win), or `{\"base\": \"dark\", \"accent\": \"#RRGGBB\", \"palette\": [\"#RRGGBB\", …], \"ghostShadowOpacity\": 0.3}`",
            read: nil, write: { $0.theme != ThemeSpec() ? $0.theme.json : nil }),
        FormatKey(
            "animate", \.animate, .boolean, "docs animates the scenario", default: "false",
            "`dropshot docs` also writes `NAME.animated.png`, as `dropshot animate` does", omittedAt: false),
        FormatKey(
            "behaviour", .cases(of: Behaviour.self), "the seed library whose defaults and rules apply", default: "`dropshot`",
            "a preset: `dropshot`, the seeds' `arrasolta`, `betweenkit`, `kd`, `ajw` ([SEEDS.md](SEEDS.md)), or the system's `uikit`, `uikit-table`, `swiftui-list`, `swiftui-reorder` ([NATIVE.md](NATIVE.md)); sets the defaults of the config keys (explicit keys win); also names the callbacks of `dropshot state --callbacks`. A collection may have its own",
            read: nil, write: { $0.behaviour != .dropshot ? .string($0.behaviour.rawValue) : nil }),
        FormatKey(
            "freeViews", .array(.reference("freeViewGroup")), "AJW's draggable and droppable views", default: "`[]`",
            "AJWDraggableDroppable's free draggables and droppables, in groups: see [Free views](#free-views)",
            read: { parts, value, reader throws(ScenarioError) in parts.freeViews = try Scenario.decodeFreeViews(value, reader()) },
            write: { $0.freeViews.isEmpty ? nil : .array($0.freeViews.map(\.json)) }),
        FormatKey(
            "fonts", .array(FontSpec.format.shape), "font files of the scenario's own", default: "`[]`",
            "the scenario's own font files, before the bundled ones: see [Text and fonts](#text-and-fonts)",
            read: { parts, value, reader throws(ScenarioError) in parts.fonts = try Scenario.decodeFonts(value, reader()) },
            write: { $0.fonts.isEmpty ? nil : .array($0.fonts.map(\.json)) }),
        FormatKey(
            "templates", .dictionary(.reference("template"), keys: .string(nonEmpty: true)), "named cell templates", default: "`{}`",
            "named cell templates, `{\"card\": <template>}`, that any `cell` may name: see [Cell templates](#cell-templates); written where they are used",
            read: nil, write: { _ in nil }),
        FormatKey(
            "decorations", .array(Decoration.format.shape), "screen parts drawn from templates", default: "`[]`",
            "the screen outside the collections, drawn by templates: see [Decorations](#decorations)",
            read: { parts, value, reader throws(ScenarioError) in parts.decorations = try Scenario.decodeDecorations(value, reader()) },
            write: { $0.decorations.isEmpty ? nil : .array($0.decorations.map(\.json)) }),
        variant(
            "colors", ScenarioMatrix.colorsShape, "named colours: one value, or light and dark", default: "`{}`",
            "the scenario's own colour sets by name, `{\"card\": {\"light\": \"#FFFFFF\", \"dark\": \"#1C1C1E\"}, \"brand\": \"#5B8DEF\"}`: see [Colours by name](#colours-by-name)"
        ),
        variant(
            "appearance", .cases(of: Appearance.self), "light or dark: the values named colours take",
            default: "`light` (`dark` under a dark `theme`)",
            "`light` or `dark`: the value every colour name takes, and the theme's base"),
        variant(
            "contrast", .cases(of: Contrast.self), "normal or increased contrast: the values named colours take", default: "`normal`",
            "`normal` or `high` (Increase Contrast): the value every colour name takes with the appearance (see [The app's own files](#the-apps-own-files))"
        ),
        variant(
            "contentSize", .oneOf(ContentSizeCategory.spellings), "the Dynamic Type size texts with a textStyle take", default: "`large`",
            "the Dynamic Type size texts with a `textStyle` take: see [Dynamic Type](#dynamic-type)"),
        variant(
            "strings", .dictionary(.dictionary(.string()), keys: ScenarioMatrix.localeShape), "per locale, the texts \"{@key}\" looks up",
            default: "none",
            "per locale, the texts `\"{@key}\"` looks up: see [Strings by language](#strings-by-language)"),
        variant(
            "locale", ScenarioMatrix.localeShape, "the locale \"{@key}\" texts are looked up in", default: "the first locale of `strings`",
            "the locale `\"{@key}\"` texts are looked up in"),
        variant(
            "assetCatalogs", .array(.string(nonEmpty: true)), "the app's asset catalogs (.xcassets) colour and image names resolve in",
            default: "`[]`",
            "the app's asset catalogs, `[\"../App/Assets.xcassets\"]`: a colour name the scenario's own `colors` lack, and an image named without an extension, resolve in them, in order: see [The app's own files](#the-apps-own-files)"
        ),
        variant(
            "stringCatalogs", .array(.string(nonEmpty: true)), "the app's String Catalogs (.xcstrings) and .lproj folders \"{@key}\" looks up",
            default: "`[]`",
            "the app's String Catalogs and strings files, `[\"../App/Localizable.xcstrings\", \"../App/Resources\"]`: a `\"{@key}\"` the scenario's own `strings` lack is looked up in them: see [The app's own files](#the-apps-own-files)"
        ),
        variant(
            "variants", ScenarioMatrix.variantsShape, "the variants every command expands", default: "none",
            "the variants every command expands: see [Variants](#variants)"),
        variant(
            "overrides", .array(.reference("override")), "changes for some variants: `when`, then scenario keys merged over the file's",
            default: "none", "changes for some variants: `when`, then scenario keys merged over the file's (see [Variants](#variants))"),
        FormatKey(
            "accessibilitySnapshot", \.accessibilitySnapshot, .boolean, "also compare accessibility images (~a11y goldens)", default: "false",
            "`check`, `docs` and the test helpers also compare the accessibility image of each state: see [Accessibility](#accessibility)",
            omittedAt: false),
        FormatKey(
            "audit", AuditSettings.format.shape, "the accessibility audit's rules turned off", default: "none",
            "`{\"ignore\": [\"targetSize\", {\"rule\": \"contrast\", \"reason\": \"…\"}]}`: rules the accessibility audit skips for this scenario, with the team's reason: see [Accessibility audit](#accessibility-audit)",
            read: { parts, value, reader throws(ScenarioError) in
                parts.audit = try AuditSettings.format.decode(value, reader()) { _ in AuditSettings() }
            },
            write: { $0.audit != AuditSettings() ? AuditSettings.format.encode($0.audit) : nil }),
        FormatKey(
            "$schema", .string(), "the schema an editor checks this file with (ignored by DropShot)", default: "none",
            "the JSON Schema an editor checks the file with; DropShot ignores it: see [Editor support](#editor-support)",
            read: { _, value, reader throws(ScenarioError) in _ = try reader().string(value) }, write: { _ in nil }),
    ])

    /// A key `ScenarioMatrix` reads (a variant's values): never in a variant's own document.
    private static func variant(_ name: String, _ shape: JSONShape, _ summary: String, default defaultText: String, _ documentation: String)
        -> FormatKey<Parts>
    {
        FormatKey(name, shape, summary, default: defaultText, documentation, read: nil, write: { _ in nil })
    }

    /// The keys a scenario's top-level object may have (besides `$schema`).
    public static let topLevelKeys = format.keys.map(\.name).filter { $0 != "$schema" }
}

extension ScenarioMatrix {
    /// `colors`: a colour, or its light and dark values, by name.
    static let colorsShape = JSONShape.dictionary(
        .anyOf([
            .color, .object([("light", .color, "its light value"), ("dark", .color, "its dark value")], required: ["light", "dark"]),
        ]), keys: .string(pattern: "^[A-Za-z][A-Za-z0-9_.-]*$"))
    /// A BCP 47 language tag (`en`, `pt-BR`, `en-XA`): the `locale` axis's values.
    static let localeShape = VariantAxis.named("locale")!.shape
    /// Each axis of a variant with its values.
    static let variantKeys = VariantAxis.all.map { (key: $0.name, shape: $0.shape, summary: $0.summary) }
    /// `variants`: axes with their values, or named variants.
    static let variantsShape = JSONShape.anyOf([
        .ruled(
            .object(
                variantKeys.map { ($0.key, .array($0.shape, minCount: 1), "every \($0.summary) taken") }
                    + [
                        (
                            "exclude",
                            .array(
                                .object(variantKeys.map { ($0.key, .anyOf([$0.shape, .array($0.shape, minCount: 1)]), "\($0.summary), or a list") })),
                            "combinations left out: each matches a combination with one of its values on every axis it gives"
                        )
                    ]),
            [.someOf(variantKeys.map(\.key))]),
        .array(
            .object(
                [("name", .string(nonEmpty: true, maxLength: 100, pattern: "^(?!a11y$)[A-Za-z0-9_-][A-Za-z0-9._-]*$"), "its golden's name")]
                    + variantKeys,
                required: ["name"]), minCount: 1, maxCount: maxVariants),
    ])
}
