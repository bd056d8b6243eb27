import DropShotSystem

/// Writes `bytes` to `path` atomically: into a temporary file in the same folder, then renamed over
/// `path`, so a reader never sees a half-written file (the temporary is removed on any failure and
/// on SIGINT, SIGTERM or SIGHUP in `dropshot`). Only a regular file is ever replaced, keeping its
/// permissions; a link, folder, FIFO or device at `path` is refused. The error thrown names `path`
/// and the reason on one line.
public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    try AtomicFile.write(bytes, to: path)
}
