import Foundation

/// Reading a regular file whole, checked on the open file itself (no gap between the check and
/// the read in which the path could change).
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable, Sendable {
        case missing
        /// A folder, device, FIFO or socket; or a link where none is followed.
        case notRegular
        case tooLarge(size: Int, limit: Int)
        case unreadable

        /// The reason, as the end of a one-line message (the caller names the file).
        package var reason: String {
            switch self {
            case .missing: "no such file"
            case .notRegular: "not a regular file"
            case let .tooLarge(size, limit): "the file has \(size) bytes, over the limit of \(limit)"
            case .unreadable: "cannot read the file"
            }
        }
    }

    /// The bytes of the regular file at `path` (the first `prefix` bytes when given), refusing
    /// devices, FIFOs, folders and files over `limit` bytes. With `followingLinks` false `path`
    /// must be absolute and a link anywhere in it is refused: for a path `AssetFolders.resolve`
    /// made real, opened one folder at a time from `/` (`openat` with `O_NOFOLLOW`), so that a
    /// link put anywhere on the path after the resolution (a folder swapped for a link mid-run) is
    /// never followed out of the folders: what is read is what was checked.
    package static func read(_ path: String, limit: Int, prefix: Int? = nil, followingLinks: Bool = true) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        let descriptor = followingLinks ? open(path, flags) : openWithoutLinks(path, flags: flags | O_NOFOLLOW)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw .missing
            case ELOOP, ENOTDIR: throw .notRegular
            default: throw .unreadable
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
        guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size), limit: limit) }
        let wanted = min(prefix ?? Int(info.st_size), Int(info.st_size))
        var bytes = [UInt8](repeating: 0, count: wanted)
        var filled = 0
        while filled < wanted {
            let count = bytes.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress! + filled, wanted - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes.prefix(filled))
    }

    /// `path` (absolute) opened with `flags`, each folder on the way opened from the one before
    /// with `O_NOFOLLOW`: -1 with `errno` (`ELOOP` or `ENOTDIR` for a link on the way).
    private static func openWithoutLinks(_ path: String, flags: Int32) -> Int32 {
        guard path.hasPrefix("/") else {
            errno = ENOENT
            return -1
        }
        var parts = path.split(separator: "/").map(String.init)
        guard let last = parts.popLast() else {
            errno = EISDIR
            return -1
        }
        var folder = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for part in parts {
            guard folder >= 0 else { return -1 }
            let next = openat(folder, part, POSIX.lookupOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(folder)
            errno = failure
            folder = next
        }
        guard folder >= 0 else { return -1 }
        let descriptor = openat(folder, last, flags)
        let failure = errno
        close(folder)
        errno = failure
        return descriptor
    }
}
