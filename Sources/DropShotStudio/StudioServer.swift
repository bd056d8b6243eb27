import DropShotEngine
import DropShotRaster
import DropShotRender
import FlyingFox
import Foundation

/// The studio's HTTP API and page, on 127.0.0.1 only. Every request must come from the studio's
/// own page: a `Host` of 127.0.0.1 or localhost at its port, and an `Origin`, when the browser
/// sends one, of the same (other sites, and DNS rebinding, get 403). Bodies are at most
/// `maxBody` bytes. A request names scenarios by their path relative to the folder.
struct StudioServer: HTTPHandler {
    /// The largest request body, in bytes: a scenario's JSON.
    static let maxBody = 4 << 20

    let folder: StudioFolder
    /// The port the server listens on, known once it is bound.
    let port: BoundPort
    let review = Review()
    /// A script appended to the page (`--page-script`), for automated tests of the page.
    let pageScript: String?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            try checkOrigin(request)
            if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maxBody {
                return error(413, "the request body is \(length) bytes; the most is \(Self.maxBody)")
            }
            return try await route(request)
        } catch let failure as StudioError {
            return error(failure.status, failure.message)
        } catch let failure as InputError {
            return error(422, oneLine(failure.description))
        } catch let failure {
            return error(500, oneLine("\(failure)"))
        }
    }

    func checkOrigin(_ request: HTTPRequest) throws(StudioError) {
        let port = port.value
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port != 0, let host = request.headers[.host], hosts.contains(host) else {
            throw .forbidden("the studio answers only requests to 127.0.0.1:\(port)")
        }
        if let origin = request.headers[HTTPHeader("Origin")], !hosts.map({ "http://" + $0 }).contains(origin) {
            throw .forbidden("requests from \(DropShotEngine.JSONValue.echo(origin)) are refused: only the studio's own page may call it")
        }
    }

    func query(_ request: HTTPRequest, _ name: String) -> String? {
        request.query.first { $0.name == name }?.value
    }

    func path(_ request: HTTPRequest) throws(StudioError) -> String {
        guard let path = query(request, "path") else { throw .badRequest("missing path") }
        return path
    }

    func steps(_ request: HTTPRequest) throws(StudioError) -> Int? {
        guard let text = query(request, "step") else { return nil }
        guard let step = Int(text), step >= 0 else { throw .badRequest("step \(DropShotEngine.JSONValue.echo(text)) is not a whole number") }
        return step
    }

    func body(_ request: HTTPRequest) async throws -> [UInt8] {
        let data = try await request.bodyData
        guard data.count <= Self.maxBody else { throw StudioError.badRequest("the request body is too large") }
        return [UInt8](data)
    }

    func route(_ request: HTTPRequest) async throws -> HTTPResponse {
        switch (request.method, request.path) {
        case (.GET, "/"):
            return respond(Array(StudioPage.html(pageScript: pageScript != nil).utf8), type: "text/html; charset=utf-8")
        case (.GET, "/page-script.js"):
            guard let pageScript else { throw StudioError.notFound("no page script") }
            return respond(Array(pageScript.utf8), type: "text/javascript; charset=utf-8")
        case (.GET, "/api/scenarios"):
            let entries: [DropShotEngine.JSONValue] = folder.scenarioPaths().map { relative in
                var members: [(String, DropShotEngine.JSONValue)] = [("path", .string(relative))]
                do throws(StudioError) {
                    let document = try folder.document(relative)
                    members.append(("title", .string(document.scenario.title ?? relative)))
                    members.append(("steps", .number(Double(document.scenario.events.count))))
                } catch {
                    members.append(("error", .string(error.message)))
                }
                return .object(members)
            }
            return json(.array(entries))
        case (.GET, "/api/scenario"):
            let relative = try path(request)
            let real = try folder.resolve(relative)
            let text = try readInputFile(real, limit: Self.maxBody, file: relative)
            var members: [(String, DropShotEngine.JSONValue)] = [("path", .string(relative)), ("json", .string(String(decoding: text, as: UTF8.self))),
                                                  ("modified", .number(try folder.modified(relative)))]
            do {
                let document = try folder.document(relative, json: text)  // the bytes just read, not read again
                members.append(("events", .array(document.scenario.events.indices.map { .number(Double($0)) })))
            } catch {
                members.append(("error", .string(error.message)))
            }
            return json(.object(members))
        case (.GET, "/api/modified"):
            return json(.object([("modified", .number(try folder.modified(try path(request))))]))
        case (.GET, "/api/render"):
            let document = try folder.document(try path(request))
            return respond(try folder.png(document, steps: try checkedSteps(request, document)), type: "image/png")
        case (.GET, "/api/state"):
            let document = try folder.document(try path(request))
            return respond(folder.state(document, steps: try checkedSteps(request, document)), type: "application/json")
        case (.POST, "/api/preview"):
            let document = try folder.document(try path(request), json: try await body(request))
            return respond(try folder.png(document, steps: try checkedSteps(request, document)), type: "image/png")
        case (.POST, "/api/record"):
            return try await record(request)
        case (.POST, "/api/save"):
            let relative = try path(request)
            try folder.save(try await body(request), to: relative)
            return json(.object([("saved", .string(relative)), ("modified", .number(try folder.modified(relative)))]))
        case (.POST, "/api/review"):
            let rows = await review.run(folder)
            return json(.array(rows.map { .object([("name", .string($0.name)), ("status", .string($0.status.rawValue)), ("message", .string($0.message))]) }))
        case (.GET, "/api/review/image"):
            guard let name = query(request, "name"), let kind = query(request, "kind"),
                  let png = await review.image(name, kind: kind) else { throw StudioError.notFound("no such image of the review") }
            return respond(png, type: "image/png")
        case (.POST, "/api/accept"):
            guard let name = query(request, "name") else { throw StudioError.badRequest("missing name") }
            try await review.accept(name, folder: folder)
            return json(.object([("accepted", .string(name))]))
        default:
            throw StudioError.notFound("no such page: \(DropShotEngine.JSONValue.echo(request.path))")
        }
    }

    /// A step within the scenario's events.
    func checkedSteps(_ request: HTTPRequest, _ document: ScenarioDocument) throws(StudioError) -> Int? {
        let steps = try steps(request)
        if let steps, steps > document.scenario.events.count {
            throw .badRequest("step \(steps) is past the scenario's \(document.scenario.events.count) events")
        }
        return steps
    }

    /// `{"scenario": …, "type": "press" | "move" | "release" | "cancel", "x", "y", "t"}`: the event
    /// to append to the scenario (whose events so far are applied first).
    func record(_ request: HTTPRequest) async throws -> HTTPResponse {
        let relative = try path(request)
        let input: DropShotEngine.JSONValue
        do { input = try DropShotEngine.JSONValue.parse(try await body(request)) } catch { throw StudioError.badRequest("the body is not JSON") }
        guard case let .object(members) = input,
              let scenario = members.first(where: { $0.0 == "scenario" })?.1,
              case let .string(type)? = members.first(where: { $0.0 == "type" })?.1,
              ["press", "move", "release", "cancel"].contains(type),
              case let .number(x)? = members.first(where: { $0.0 == "x" })?.1,
              case let .number(y)? = members.first(where: { $0.0 == "y" })?.1,
              case let .number(t)? = members.first(where: { $0.0 == "t" })?.1, t >= 0 else {
            throw StudioError.badRequest("a recorded event needs scenario, type, x, y and t")
        }
        let document = try folder.document(relative, json: scenario.serializedUTF8(pretty: false))
        return json(folder.recordedEvent(type, at: Point(x, y), time: t, in: document))
    }

    func respond(_ bytes: [UInt8], type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store",
                                                   HTTPHeader("X-Content-Type-Options"): "nosniff"], body: Data(bytes))
    }

    func json(_ value: DropShotEngine.JSONValue) -> HTTPResponse {
        respond(value.serializedUTF8(pretty: false), type: "application/json")
    }

    func error(_ status: Int, _ message: String) -> HTTPResponse {
        respond(DropShotEngine.JSONValue.object([("error", .string(message))]).serializedUTF8(pretty: false), type: "application/json",
                status: HTTPStatusCode(status, phrase: status == 413 ? "Content Too Large" : "Error"))
    }
}

/// The port a server was bound to (0 until it is): asking for port 0 lets the system pick.
final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16 = 0
    var value: UInt16 { lock.withLock { port } }
    func set(_ value: UInt16) { lock.withLock { port = value } }
}
