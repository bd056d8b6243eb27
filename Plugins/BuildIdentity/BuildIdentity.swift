import Foundation
import PackagePlugin

/// Gives a target the identity of the DropShot sources it is built from (`BuildIdentity.digest`):
/// a digest of every file of the target and of the targets it depends on, and of the bundled
/// fonts, by their paths in the package and their bytes. The test helpers send it to the
/// optimised renderer (`DROPSHOT_RENDERER`), which refuses a request from other sources: a
/// renderer built from an older commit never verifies today's goldens (docs/CLI.md).
@main struct BuildIdentity: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let modules = [module] + module.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        let roots = modules.flatMap { $0.sourceFiles.map(\.url) } + [context.package.directoryURL.appending(path: "fonts")]
        // A source that is a folder (a DocC catalog, the fonts) counts by its files.
        var inputs: [URL] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue, let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
                inputs.append(root)
                continue
            }
            for case let file as URL in walk where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(file)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildIdentity.swift")
        return [
            .buildCommand(
                displayName: "Digesting all the sources \(target.name) is built from",
                executable: try context.tool(named: "BuildIdentityTool").url,
                arguments: [output.path, context.package.directoryURL.path] + inputs.map(\.path),
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}
