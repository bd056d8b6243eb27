/// The tables of docs/SCENARIO.md written from the format's own tables, each by the name its
/// markers give (`<!-- generated from ItemSpec.format: edit the table there -->`). The docs
/// generator (`swift run GenerateDocs`) writes them between their markers, and `--check` (run
/// by scripts/test and a test) fails when the file holds anything else.
package enum FormatDocumentation {
    /// Every table, in no particular order: each has its place in the file.
    package static var tables: [(name: String, markdown: String)] {
        [
            ("ItemSpec.format", ItemSpec.format.documentationTable), ("FontSpec.format", FontSpec.format.documentationTable),
            ("Checkpoint.format", Checkpoint.format.documentationTable), ("Decoration.format", Decoration.format.documentationTable),
            ("DeleteZoneEntry.format", DeleteZoneEntry.format.documentationTable), ("ThemeSpec.format", ThemeSpec.format.documentationTable),
            ("DroppableSpec.format", DroppableSpec.format.documentationTable),
            ("FreeGroupSpec.format", FreeGroupSpec.format.documentationTable),
            ("CanvasSpec.format", CanvasSpec.format.documentationTable),
            ("CollectionEntry.format", CollectionEntry.format.documentationTable), ("SectionSpec.format", SectionSpec.format.documentationTable),
            ("EventFormat.all", EventFormat.documentationTable), ("CellAddress.format", CellAddress.format.documentationTable),
            ("TemplateElementKind.all", TemplateElementKind.documentationTable),
            ("Scenario.format", Scenario.format.documentationTable),
            ("ConfigKey.all", ConfigKey.documentationTable),
            ("ToolbarEntry.format", ToolbarEntry.format.documentationTable),
            ("ToolbarStyle.Button.format", ToolbarStyle.Button.format.documentationTable),
            ("DropProposal.format", DropProposal.format.documentationTable),
            ("AuditRule.allCases", AuditRule.documentationTable),
        ]
    }

}
