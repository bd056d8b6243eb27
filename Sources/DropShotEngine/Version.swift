/// DropShot's version: the one place it is written. `dropshot --version` and `dropshot-studio
/// --version` print it, and `scripts/package` names the release tarball after it.
public enum DropShotVersion {
    /// Semantic version of this release (CHANGELOG.md).
    public static let string = "1.0.0"
}
