import Dispatch
import DropShotRaster
import Foundation

/// Makes SIGINT, SIGTERM and SIGHUP remove the temporary files of writes under way, then end the
/// process with the signal's usual status, so no half-written file is left behind.
///
/// Nonisolated on purpose: a handler closure formed in top-level code would be main-actor
/// isolated under Swift 6, and running it on a global queue traps (SIGILL) before anything is
/// cleaned up. Only a test that sends a real signal to a running command proves this.
nonisolated func removeTemporaryFilesOnSignals() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM, SIGHUP].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { @Sendable in
            TemporaryFiles.removeAllAndRaise(number)
        }
        source.resume()
        return source
    }
}
