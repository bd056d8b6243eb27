import Foundation

/// How `dropshot` and `dropshot-studio` end on SIGINT, SIGTERM and SIGHUP: the temporary files of
/// writes under way are removed, then the process ends by that signal (its usual exit status).
///
/// The three signals are blocked in the calling thread before any other thread exists, and one
/// thread takes them with `sigwait`, so there is no moment in which a signal is ignored or lost: one
/// that arrives early waits, pending, for that thread. Nothing is ever set to `SIG_IGN` (an ignored
/// disposition survives `exec`; a blocked signal does too, which `prepareForExec()` undoes). A
/// SIGHUP the process was started with ignored (`nohup`) stays ignored.
package enum TerminationSignals {
    /// The signals that end a run.
    package static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static var set: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        return set
    }

    /// Call first thing in `main`, before any thread starts: from then on, each of the three signals
    /// removes the temporary files and ends the process by that signal.
    package static func removeTemporaryFilesOnSignal() {
        var blocked = set
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        // An ignored signal is discarded and never reaches `sigwait`: a parent's ignore of SIGINT or
        // SIGTERM (a background job of a shell, an earlier exec) is undone.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let waiter = Thread {
            var waited = set
            while true {
                var number: Int32 = 0
                if sigwait(&waited, &number) == 0 { TemporaryFiles.removeAllAndRaise(number) }
            }
        }
        waiter.name = "dropshot signals"
        waiter.start()
    }

    /// Call right before `exec`: the signals get their default dispositions (SIGHUP stays ignored if
    /// it was at the start) and nothing blocked, so the new program starts as from a shell. A signal
    /// that arrived since the start is delivered here and ends this process.
    package static func prepareForExec() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var empty = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, nil)
    }
}
