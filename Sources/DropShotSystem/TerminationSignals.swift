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

    /// What the main thread sends the signal thread when it is about to exit (`exit(_:)`).
    private static let exitRequest = SIGUSR2
    /// Signalled by the signal thread once no termination signal is pending: the process may exit.
    private static let exitAllowed = DispatchSemaphore(value: 0)
    /// The signal thread, once `removeTemporaryFilesOnSignal()` started it (and until `prepareForExec()`).
    nonisolated(unsafe) private static var waiter: pthread_t?

    /// Call first thing in `main`, before any thread starts: from then on, each of the three signals
    /// removes the temporary files and ends the process by that signal. End the process with
    /// `exit(_:)`, so that a signal that arrived before it still ends it by that signal.
    package static func removeTemporaryFilesOnSignal() {
        var blocked = set
        sigaddset(&blocked, exitRequest)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let waitedFor = blocked
        // An ignored signal is discarded and never reaches `sigwait`: a parent's ignore of SIGINT or
        // SIGTERM (a background job of a shell, an earlier exec) is undone.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            waiter = pthread_self()
            started.signal()
            var waited = waitedFor
            while true {
                var number: Int32 = 0
                guard sigwait(&waited, &number) == 0 else { continue }
                guard number == exitRequest else { TemporaryFiles.removeAllAndRaise(number) }
                // The main thread is exiting: a termination signal that arrived before ends the
                // process by that signal instead. A signal this thread took is never lost: it
                // is handled before this thread comes back to `sigwait`.
                var pending = sigset_t()
                sigpending(&pending)
                if let ending = numbers.first(where: { sigismember(&pending, $0) == 1 }) { TemporaryFiles.removeAllAndRaise(ending) }
                exitAllowed.signal()
            }
        }
        thread.name = "dropshot signals"
        thread.start()
        started.wait()
    }

    /// Ends the process with `status`, unless a termination signal has arrived: then by that signal
    /// (under load the main thread may finish its output before the signal thread runs; without
    /// this the run would end with 0 though it was signalled).
    package static func exit(_ status: Int32) -> Never {
        // Sent to the signal thread itself: a thread a runtime started before the signals were
        // blocked could otherwise take it, and end by it.
        if let waiter, pthread_kill(waiter, exitRequest) == 0 { exitAllowed.wait() }
        Foundation.exit(status)
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
        waiter = nil
    }
}
