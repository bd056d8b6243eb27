import Foundation

/// The few system calls whose Swift names differ between Linux (Glibc) and Apple platforms
/// (Darwin), under one name: every other file calls these, never `Glibc` or `Darwin` by name
/// (a test holds the sources to it).
package enum POSIX {
    /// `read(2)`: bytes read, 0 at the end, -1 with `errno`.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`: bytes written, -1 with `errno`.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// The flag that opens a folder for looking names up in it alone (Linux's `O_PATH`, 010000000
    /// on every Linux architecture, which Glibc's Swift module does not export; `O_RDONLY` where
    /// there is none).
    package static var lookupOnly: Int32 {
        #if canImport(Glibc)
            0o10000000
        #else
            O_RDONLY
        #endif
    }

    /// The most files the process may have open (`RLIMIT_NOFILE`'s soft limit), nil when unlimited.
    package static func openFileLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        #else
            guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return nil }
        #endif
        return limit.rlim_cur == rlim_t.max ? nil : Int(clamping: limit.rlim_cur)
    }

    /// When the file's contents last changed (`st_mtim`, Darwin's `st_mtimespec`).
    package static func modified(_ info: stat) -> timespec {
        #if canImport(Glibc)
            info.st_mtim
        #else
            info.st_mtimespec
        #endif
    }

    /// When the file's inode last changed (`st_ctim`, Darwin's `st_ctimespec`).
    package static func changed(_ info: stat) -> timespec {
        #if canImport(Glibc)
            info.st_ctim
        #else
            info.st_ctimespec
        #endif
    }
}
