/// The format's rules across values: what no table of keys and no JSON Schema can state, checked
/// by the decoder, `Scenario.validate()` and, for the cell addresses, the engine (docs/SCENARIO.md,
/// "Editor support"). A `ScenarioError` that breaks one names it (`rule`), so a tool tells a rule
/// across values from a bad value without reading messages; the schema's description lists them.
public enum ScenarioRule: String, CaseIterable, Sendable {
    case keysUnique
    case idsUnique
    case referencesResolve
    case consumedFromAConsumableSource
    case consumedOnce
    case checkpointsWithinTheEvents
    case collectionInTheArena
    case sectionExists
    case targetItemsFit
    case cellExists
    case eventsInTimeOrder
    case fieldsExist
    case boundFieldsFit
    case colorNameResolves
    case axisValuesUnique
    case targetSlotsKnown
    case cellInView
    case stringsResolve
    case framesFitTheCanvas
    case overridesRead
    case variantsWithinTheLimit

    /// What the rule asks, in a few words (the schema's description lists them).
    public var summary: String {
        switch self {
        case .keysUnique: "an object's keys unique"
        case .idsUnique: "ids and names unique (collections, items, checkpoints, free views, groups, variants)"
        case .referencesResolve: "references resolve (items, collections, templates, free views, named variants)"
        case .consumedFromAConsumableSource: "a consumed item is a consumable source's"
        case .consumedOnce: "a consumed item is consumed once"
        case .checkpointsWithinTheEvents: "a checkpoint's step is within the events"
        case .collectionInTheArena: "an event's collection is in the arena at its event"
        case .sectionExists: "an event's section exists"
        case .targetItemsFit: "a target's items fit its slots"
        case .cellExists: "an event's cell exists at its event"
        case .eventsInTimeOrder: "events in time order"
        case .fieldsExist: "a field a template reads exists"
        case .boundFieldsFit: "a bound field's value fits its key"
        case .colorNameResolves: "a colour's name is a system colour or one of the scenario's colors"
        case .axisValuesUnique: "a variant axis lists each value once"
        case .targetSlotsKnown: "a target's slots come from a consumable source or numberOfTargetItems"
        case .cellInView: "an event's cell is in view (checked on the layout that is drawn)"
        case .stringsResolve: "a string looked up is in its locale"
        case .framesFitTheCanvas: "a frame of edges fits the canvas"
        case .variantsWithinTheLimit:
            "a matrix's variants (the product of its axes' value counts, before exclusions) number at most \(ScenarioMatrix.maxVariants)"
        case .overridesRead: "an override's keys are read merged over the scenario's, whether or not a variant meets it"
        }
    }
}
