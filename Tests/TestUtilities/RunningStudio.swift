import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A running `dropshot-studio` on a free loopback port, stopped when released.
package final class RunningStudio {
    package let process = Process()
    package let port: Int

    /// The studio on `folder`, started through `launcher` (a program and its arguments, such as
    /// prlimit) when given.
    package init(_ folder: String, arguments: [String] = [], launcher: [String] = []) throws {
        let studio = packageRoot.appendingPathComponent(".build/debug/dropshot-studio")
        process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? studio
        process.arguments = launcher.dropFirst() + (launcher.isEmpty ? [] : [studio.path]) + [folder, "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The first line names the address once the server listens.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "127.0.0.1:"), let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            throw StudioTestError(message: "the studio did not start: \(text)")
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// One HTTP/1.1 request over a fresh connection, headers as given (a browser's `Host` by default).
    package func request(_ method: String, _ target: String, body: [UInt8] = [], headers: [String: String] = [:]) throws -> (
        status: Int, body: [UInt8]
    ) {
        let response = try exchange(method, target, body: body, headers: headers)
        return (response.status, response.body)
    }

    /// `request`, with the response's head (status line and header lines) as text.
    package func exchange(_ method: String, _ target: String, body: [UInt8] = [], headers: [String: String] = [:]) throws
        -> (status: Int, head: String, body: [UInt8])
    {
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close", "Content-Length": "\(body.count)"]
        all.merge(headers) { $1 }
        let head = "\(method) \(target) HTTP/1.1\r\n" + all.map { "\($0.key): \($0.value)\r\n" }.sorted().joined() + "\r\n"
        let connection = try StudioConnection(port: port)
        connection.send(Array(head.utf8) + body)  // the server may answer (413) and close before reading all of a large body
        let response = connection.readAll()
        guard let split = response.indices.first(where: { response[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
            throw StudioTestError(message: "no HTTP response")
        }
        let status = Int(String(decoding: response[9..<12], as: UTF8.self)) ?? 0
        return (status, String(decoding: response[..<split], as: UTF8.self), Array(response[(split + 4)...]))
    }

    package func get(_ target: String, headers: [String: String] = [:]) throws -> (status: Int, body: [UInt8]) {
        try request("GET", target, headers: headers)
    }

    package func text(_ response: (status: Int, body: [UInt8])) -> String { String(decoding: response.body, as: UTF8.self) }
}

package struct StudioTestError: Error { package var message: String }

/// A raw TCP connection to a studio on 127.0.0.1: what a browser sends, or what it never would.
package final class StudioConnection {
    package let socket: Int32

    package init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw StudioTestError(message: "cannot connect") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    /// Sends `bytes`; false once the studio has closed the connection.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    package func send(_ text: String) { send(Array(text.utf8)) }

    /// Whether the last read ended because the studio closed the connection (not because 20 s
    /// passed with nothing to read).
    package private(set) var closedByStudio = false

    /// Everything the studio sends until it closes the connection (or 20 s pass).
    package func readAll() -> [UInt8] {
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(socket, &buffer, buffer.count, 0)
            if n <= 0 {
                closedByStudio = n == 0 || errno == ECONNRESET
                break
            }
            response += buffer[0..<n]
        }
        return response
    }

    /// `readAll()` as text.
    package func readToEnd() -> String { String(decoding: readAll(), as: UTF8.self) }
}

/// `dropshot-studio`: what it serves, and what it refuses.
