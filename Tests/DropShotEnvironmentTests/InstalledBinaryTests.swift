import Foundation
import TestUtilities
import Testing

/// An installed binary finds its fonts beside it, and a missing font names where it looked.
@Suite(environmentTest) struct InstalledBinaryTests {
    @Test func fontsAreFoundInTheInstalledLayoutAndAMissingOneNamesWhereItLooked() throws {
        let workspace = try Workspace()
        let scenario = try workspace.write("s.json", scenarioJSON)
        try FileManager.default.createDirectory(atPath: workspace.path("prefix/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("prefix/share/dropshot"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary.path, toPath: workspace.path("prefix/bin/dropshot"))
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent("fonts").resolvingSymlinksInPath().path, toPath: workspace.path("prefix/share/dropshot/fonts"))
        let installed = try run(
            URL(fileURLWithPath: workspace.path("prefix/bin/dropshot")), ["render", scenario, "-o", workspace.path("installed.png")])
        #expect(installed.status == 0)
        _ = try dropshot("render", scenario, "-o", workspace.path("built.png"))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: workspace.path("installed.png")))
                == Data(contentsOf: URL(fileURLWithPath: workspace.path("built.png"))))

        let missing = try run(
            binary, ["render", scenario, "-o", workspace.path("none.png")],
            environment: ["DROPSHOT_FONTS": workspace.path("no-fonts-here")])
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "\(scenario): cannot load the bundled font DejaVuSans-Bold.ttf: looked in \(workspace.path("no-fonts-here")); set DROPSHOT_FONTS to the folder that holds DropShot's fonts\n"
        )

        // One face of the installed fonts broken: named with its file, never blamed on the text.
        let fonts = workspace.path("broken-fonts")
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("fonts").resolvingSymlinksInPath().path, toPath: fonts)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: fonts + "/NotoSansDevanagari-Regular.ttf"))
        let devanagari = try workspace.write(
            "deva.json", scenarioJSON.replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "label": "नमस्ते"}"#))
        let broken = try run(binary, ["render", devanagari, "-o", workspace.path("deva.png")], environment: ["DROPSHOT_FONTS": fonts])
        #expect(broken.status == 2)
        #expect(
            broken.stderr
                == "\(devanagari): the bundled font \(fonts)/NotoSansDevanagari-Regular.ttf cannot be loaded (not a font FreeType and HarfBuzz can read); reinstall DropShot's fonts or set DROPSHOT_FONTS\n",
            "\(broken.stderr)")
    }
}
