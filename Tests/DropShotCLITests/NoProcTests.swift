import Foundation
import TestUtilities
import Testing

/// Issue "a release for any Linux runner", point 7: in a root without /proc the Swift runtime can
/// read no arguments (it reads /proc/self/cmdline), and an argument parser would print its help
/// and exit 0, as if the run had passed. Both programs say so and exit 2 instead. The test hides
/// /proc the way a bare chroot lacks it: an empty tmpfs over it in a mount namespace of its own.
@Suite struct NoProcTests {
    /// `unshare` that may make a mount namespace here (root, or a user namespace allowed).
    static let unshare: String? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
            let probe = try? run(URL(fileURLWithPath: "/usr/bin/unshare"), ["-m", "--propagation", "private", "/bin/true"]), probe.status == 0
        else { return nil }
        return "/usr/bin/unshare"
    }()

    @Test(
        .enabled(if: unshare != nil, "needs unshare -m (root): the test hides /proc in a mount namespace"),
        arguments: ["dropshot", "dropshot-studio"])
    func withoutProcACommandExitsTwoNotZero(program: String) throws {
        let executable = binary.deletingLastPathComponent().appendingPathComponent(program).path
        let hidden = try run(
            URL(fileURLWithPath: Self.unshare!),
            ["-m", "--propagation", "private", "/bin/sh", "-c", "mount -t tmpfs none /proc && exec \"$0\" render board.json", executable])
        #expect(hidden.status == 2, "\(hidden.stdout.prefix(200)) \(hidden.stderr)")
        #expect(hidden.stdout.isEmpty, "no help printed: \(hidden.stdout.prefix(200))")
        #expect(hidden.stderr == "\(program): cannot read its command line (/proc/self/cmdline gives nothing: is /proc mounted?)\n")
    }
}
