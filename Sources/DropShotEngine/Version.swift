/// DropShot's version: the one place it is written. `dropshot --version` and `dropshot-studio
/// --version` print it, and `scripts/package` names the release tarball after it.
package enum DropShotVersion {
    /// Semantic version of this release (CHANGELOG.md).
    package static let string = "1.0.0"
}
