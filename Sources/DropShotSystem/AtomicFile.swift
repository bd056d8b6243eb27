import Foundation
import Synchronization

/// A file that could not be written; `message` names the path and the reason on one line.
package struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file.
    package var message: String
    package var description: String { message }
}

/// Files written whole or not at all.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically: into a temporary file `.<name>.<pid>-<random>.tmp` in the
    /// same folder, then renamed over `path`, so a reader never sees a half-written file.
    ///
    /// Only a regular file is ever replaced: an existing device node, FIFO, symlink or folder at
    /// `path` is refused; a file replaced keeps its permissions. The temporary file is created
    /// exclusively (never through a planted link),
    /// is listed in `TemporaryFiles` while it exists, and is removed on any failure.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        do { try write(to: path) { append in try append(bytes) } } catch let error as WriteError { throw error } catch {
            throw WriteError(message: "\(path): cannot write: \(error)")
        }
    }

    /// Writes a file atomically, as `write(_:to:)`, from pieces that `produce` hands to
    /// `append` one at a time, so a large file is never held in memory whole. An error thrown by
    /// `produce` removes the temporary file and is rethrown.
    package static func write(to path: String, _ produce: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw WriteError(message: "\(path): cannot write: \(String(cString: strerror(errno)))") }
        defer { close(folder) }
        try write(in: folder, name: url.lastPathComponent, shown: path, produce)
    }

    /// Writes `bytes` to `path` atomically, as `write(_:to:)`, with its folder reached from `root`
    /// by descriptors: `root` opened as given, each folder below it opened from the one before
    /// without following a link (and made when missing), the temporary file created and renamed
    /// inside the folder held open. A folder below `root` that is (or is swapped for) a link is
    /// refused, never written through.
    package static func write(_ bytes: [UInt8], to path: String, within root: String) throws(WriteError) {
        let base = AssetFolders.absolute(root), target = AssetFolders.absolute(path)
        guard target.hasPrefix(base == "/" ? "/" : base + "/") else { throw WriteError(message: "\(path): not inside \(root); nothing written") }
        var parts = target.dropFirst(base == "/" ? 1 : base.count + 1).split(separator: "/").map(String.init)
        guard let name = parts.popLast() else { throw WriteError(message: "\(path): not a file's path; nothing written") }
        var folder = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw WriteError(message: "\(path): cannot open \(root): \(String(cString: strerror(errno)))") }
        defer { close(folder) }
        for part in parts {
            if mkdirat(folder, part, 0o755) != 0, errno != EEXIST {
                throw WriteError(message: "\(path): cannot create its folder: \(String(cString: strerror(errno)))")
            }
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let reason =
                    errno == ELOOP || errno == ENOTDIR ? "its folder leads outside \(root) through a symbolic link" : String(cString: strerror(errno))
                throw WriteError(message: "\(path): \(reason); nothing written")
            }
            close(folder)
            folder = next
        }
        do { try write(in: folder, name: name, shown: path) { append in try append(bytes) } } catch let error as WriteError { throw error } catch {
            throw WriteError(message: "\(path): cannot write: \(error)")
        }
    }

    /// Writes `name` in the open folder `folder` atomically: a temporary file created there
    /// exclusively, filled by `produce`, renamed over `name` in the same folder. `shown` names the
    /// file in errors and in `TemporaryFiles`.
    private static func write(in folder: Int32, name: String, shown path: String, _ produce: (_ append: ([UInt8]) throws -> Void) throws -> Void)
        throws
    {
        // Only a regular file is ever replaced, and it keeps its permissions (a 0600 scenario stays 0600).
        var replaced = stat()
        let exists = fstatat(folder, name, &replaced, AT_SYMLINK_NOFOLLOW) == 0
        if exists { try TemporaryFiles.checkReplaceable(path, mode: replaced.st_mode) }
        let temporaryName = ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = (path as NSString).deletingLastPathComponent + "/" + temporaryName
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let descriptor = openat(folder, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(message: "\(path): cannot write: \(String(cString: strerror(errno)))") }
        if exists { fchmod(descriptor, replaced.st_mode & 0o7777) }
        // Held until the file is closed (or the process dies): a sweep in another PID namespace,
        // where this process's id means nothing, still sees that a live run owns the file.
        flock(descriptor, LOCK_EX)
        func fail(_ code: Int32) -> WriteError { WriteError(message: "\(path): cannot write: \(String(cString: strerror(code)))") }
        do {
            try produce { bytes in
                var written = 0
                try bytes.withUnsafeBytes { buffer in
                    while written < buffer.count {
                        let count = POSIX.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                        if count < 0 {
                            if errno == EINTR { continue }
                            throw fail(errno)
                        }
                        written += count
                    }
                }
            }
        } catch {
            close(descriptor)
            unlinkat(folder, temporaryName, 0)
            throw error
        }
        // Renamed while the lock is still held, then closed: a sweep never finds the temporary file
        // unlocked while this writer lives.
        if renameat(folder, temporaryName, folder, name) != 0 {
            let code = errno
            close(descriptor)
            unlinkat(folder, temporaryName, 0)
            throw fail(code)
        }
        if close(descriptor) != 0 { throw fail(errno) }
    }
}

/// The temporary files this process is writing, so that an interrupted run can remove them, and
/// the sweep of those left by runs that were killed.
package enum TemporaryFiles {
    private static let live = Mutex<Set<String>>([])

    static func register(_ path: String) { live.withLock { _ = $0.insert(path) } }
    static func unregister(_ path: String) { live.withLock { _ = $0.remove(path) } }

    /// Removes every temporary file this process is writing, then ends the process by signal
    /// `number` (its default action). The registry stays locked to the end, so no write can start,
    /// finish or fail (and exit with another status) in between.
    package static func removeAllAndRaise(_ number: Int32) -> Never {
        live.withLock { paths -> Never in
            for path in paths { unlink(path) }
            // `TerminationSignals` blocks the signal in every thread: unblock it in this one.
            signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(number)
            while true { pause() }
        }
    }

    /// Throws unless `path` is absent or a regular file (not followed when it is a symlink).
    package static func checkReplaceable(_ path: String) throws(WriteError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        try checkReplaceable(path, mode: info.st_mode)
    }

    /// Throws unless `mode` (of the file at `path`, not followed) is a regular file's.
    static func checkReplaceable(_ path: String, mode: mode_t) throws(WriteError) {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        throw WriteError(message: "\(path): is \(kind); only a regular file is ever replaced")
    }

    /// Whether `name` is a temporary file of `AtomicFile.write`, and the process that wrote it.
    package static func writerOfTemporary(named name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropLast(4)
        guard let dot = stem.lastIndex(of: "."), let dash = stem[dot...].firstIndex(of: "-"),
            let pid = pid_t(stem[stem.index(after: dot)..<dash]), UInt32(stem[stem.index(after: dash)...]) != nil
        else { return nil }
        return pid
    }

    /// How long a temporary file is left alone after it last changed, whatever its lock says: it
    /// covers the moment between a writer creating the file and locking it.
    static let quietSeconds = 10

    /// Removes, anywhere under `directory`, the temporary files of runs that no longer exist
    /// (killed before they could clean up), and returns their paths. A file stays while its
    /// writer's process id is alive here, while any process holds its lock (a live writer in
    /// another PID namespace, or on another machine sharing the folder through a lock-aware mount;
    /// a writer holds it from just after creating the file until after renaming it), or while it
    /// changed in the last `quietSeconds`.
    @discardableResult
    package static func sweepStale(in directory: String) -> [String] {
        var removed: [String] = []
        for relativeBytes in FolderWalk.files(under: Array(directory.utf8), hidden: true) {
            guard let relative = String(validating: relativeBytes, as: UTF8.self) else { continue }
            let name = (relative as NSString).lastPathComponent
            guard let pid = writerOfTemporary(named: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = (directory as NSString).appendingPathComponent(relative)
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat(), named = stat()
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &opened) == 0,
                time(nil) - POSIX.modified(opened).tv_sec >= quietSeconds,
                // Still the file that was locked (not renamed away and replaced meanwhile).
                lstat(path, &named) == 0, named.st_ino == opened.st_ino, named.st_dev == opened.st_dev
            else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed.sorted()
    }
}
