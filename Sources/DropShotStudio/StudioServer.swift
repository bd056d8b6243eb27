import DropShotEngine
import DropShotRaster
import DropShotRender
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// The studio's HTTP API and page, on 127.0.0.1 only. Every request must come from the studio's
/// own page: a `Host` of 127.0.0.1 or localhost at its port, and an `Origin`, when the browser
/// sends one, of the same (other sites, and DNS rebinding, get 403). Every route but the page
/// itself also refuses what a browser marks as coming from another site or origin
/// (`Sec-Fetch-Site` other than `same-origin` or `none`, a `Referer` of another origin), so an
/// `<img>` or a link on another page learns nothing, with the same 403 whatever it asked for;
/// the page is only opened by a navigation, and no answer may be framed (`X-Frame-Options: DENY`,
/// CSP `frame-ancestors 'none'`) or read by another origin (`Cross-Origin-Resource-Policy`). Bodies are at most
/// `maxBody` bytes, however they are sent. A refused request (403, 413) closes its connection:
/// its body is drained (up to `maxDrain` bytes, so the answer reaches the client) and nothing
/// after it is read as a request. A request names scenarios by their path relative to the folder.
struct StudioServer: HTTPResponder {
    typealias Context = StudioContext

    /// The largest request body, in bytes: a scenario's JSON.
    static let maxBody = 4 << 20
    /// The most bytes of a refused request's body read (and dropped) before its connection closes.
    static let maxDrain = 8 << 20

    let folder: StudioFolder
    /// The port the server listens on, known once it is bound.
    let port: BoundPort
    let review = Review()
    /// A script appended to the page (`--page-script`), for automated tests of the page.
    let pageScript: String?

    /// The connections a request was refused on: closing, and nothing more read from them.
    let refused = RefusedConnections()

    func respond(to request: Request, context: StudioContext) async throws -> Response {
        // A request already read from a refused connection (pipelined behind the refused one) is
        // never acted on: neither while the connection closes nor once it has closed, when its
        // mark in `refused` is gone (a connection no longer open has no one to answer to anyway).
        if refused.contains(context.channel) || !context.channel.isActive {
            context.channel.close(promise: nil)
            return error(400, "this connection was closed after a refused request")
        }
        let reader = BodyReader(request.body)
        do {
            do {
                try checkOrigin(request)
                if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maxBody {
                    throw StudioError.tooLarge("the request body is \(length) bytes; the most is \(Self.maxBody)")
                }
                return try await route(request, body: reader)
            } catch let failure as StudioError where failure.status == 403 || failure.status == 413 {
                refused.insert(context.channel)
                await reader.drain(upTo: Self.maxDrain)
                return error(failure.status, failure.message, closing: context.channel)
            }
        } catch let failure as StudioError {
            return error(failure.status, failure.message)
        } catch let failure as InputError {
            return error(422, oneLine(failure.description))
        } catch let failure {
            return error(500, oneLine("\(failure)"))
        }
    }

    func checkOrigin(_ request: Request) throws(StudioError) {
        let port = port.value
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port != 0, let host = request.head.authority, hosts.contains(host) else {
            throw .forbidden("the studio answers only requests to 127.0.0.1:\(port)")
        }
        let origins = hosts.map { "http://" + $0 }
        if let origin = request.headers[.origin], !origins.contains(origin) {
            throw .forbidden("requests from \(DropShotEngine.JSONValue.echo(origin)) are refused: only the studio's own page may call it")
        }
        let site = request.headers[StudioServer.secFetchSite]
        if request.method == .get, request.uri.path == "/" {
            // The page: opened by a navigation (a link from another site included), never embedded.
            if let site, site != "same-origin", site != "none", let mode = request.headers[StudioServer.secFetchMode], mode != "navigate" {
                throw .forbidden("the studio's page is only opened, not embedded in another site's page")
            }
            return
        }
        if let site, site != "same-origin", site != "none" {
            throw .forbidden("requests from another site are refused: only the studio's own page may call it")
        }
        if let referer = request.headers[.referer], !origins.contains(where: { referer == $0 || referer.hasPrefix($0 + "/") }) {
            throw .forbidden("requests from another page are refused: only the studio's own page may call it")
        }
    }

    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let secFetchMode = HTTPField.Name("Sec-Fetch-Mode")!

    func query(_ request: Request, _ name: String) -> String? {
        request.uri.queryParameters[name[...]].map(String.init)
    }

    func path(_ request: Request) throws(StudioError) -> String {
        guard let path = query(request, "path") else { throw .badRequest("missing path") }
        return path
    }

    /// The variant the page shows (`dark~ax5`), nil for the scenario's own values.
    func variant(_ request: Request) -> String? { query(request, "variant").flatMap { $0.isEmpty ? nil : $0 } }

    func steps(_ request: Request) throws(StudioError) -> Int? {
        guard let text = query(request, "step") else { return nil }
        guard let step = Int(text), step >= 0 else { throw .badRequest("step \(DropShotEngine.JSONValue.echo(text)) is not a whole number") }
        return step
    }

    func route(_ request: Request, body reader: BodyReader) async throws -> Response {
        try folder.checkUnchanged()
        switch (request.method, request.uri.path) {
        case (.get, "/"):
            return respond(Array(StudioPage.html(pageScript: pageScript != nil).utf8), type: "text/html; charset=utf-8")
        case (.get, "/page-script.js"):
            guard let pageScript else { throw StudioError.notFound("no page script") }
            return respond(Array(pageScript.utf8), type: "text/javascript; charset=utf-8")
        case (.get, "/api/scenarios"):
            let entries: [DropShotEngine.JSONValue] = try folder.scenarioPaths().map { relative in
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
        case (.get, "/api/scenario"):
            let relative = try path(request)
            let real = try folder.resolve(relative)
            let text = try readInputFile(real, limit: Self.maxBody, file: relative, followingLinks: false)
            var members: [(String, DropShotEngine.JSONValue)] = [
                ("path", .string(relative)), ("json", .string(String(decoding: text, as: UTF8.self))),
                ("modified", .number(try folder.modified(relative))),
            ]
            do {
                let document = try folder.document(relative, json: text)  // the bytes just read, not read again
                members.append(("events", .array(document.scenario.events.indices.map { .number(Double($0)) })))
                // The variants the page may pick (the scenario's own values first when declared).
                if let matrix = try? ScenarioMatrix(json: text, appFiles: AppFiles.opener(scenarioPath: real, assets: folder.assets)) {
                    members.append(("variants", .array(matrix.variants.map { .string(matrix.name(of: $0)) })))
                }
            } catch {
                members.append(("error", .string(error.message)))
            }
            return json(.object(members))
        case (.get, "/api/modified"):
            return json(.object([("modified", .number(try folder.modified(try path(request))))]))
        case (.get, "/api/render"):
            let document = try folder.document(try path(request), variant: variant(request))
            return respond(try folder.png(document, steps: try checkedSteps(request, document)), type: "image/png")
        case (.get, "/api/state"):
            let document = try folder.document(try path(request), variant: variant(request))
            return respond(folder.state(document, steps: try checkedSteps(request, document)), type: "application/json")
        case (.post, "/api/preview"):
            let document = try folder.document(try path(request), json: try await reader.bytes(upTo: Self.maxBody), variant: variant(request))
            return respond(try folder.png(document, steps: try checkedSteps(request, document)), type: "image/png")
        case (.post, "/api/record"):
            return try await record(request, body: reader.bytes(upTo: Self.maxBody))
        case (.post, "/api/preview-state"):
            let document = try folder.document(try path(request), json: try await reader.bytes(upTo: Self.maxBody), variant: variant(request))
            return respond(folder.state(document, steps: try checkedSteps(request, document)), type: "application/json")
        case (.post, "/api/save"):
            // `{"events": [...], "checkpoints": [...]}`: a save changes only the file's events
            // and (when given) its checkpoints.
            let relative = try path(request)
            let body = try await reader.bytes(upTo: Self.maxBody)
            guard case let .object(members)? = try? DropShotEngine.JSONValue.parse(body),
                case let .array(events)? = members.first(where: { $0.key == "events" })?.value
            else {
                throw StudioError.badRequest("a save is {\"events\": [...]}, with \"checkpoints\": [...] if they change")
            }
            var checkpoints: [DropShotEngine.JSONValue]?
            if let given = members.first(where: { $0.key == "checkpoints" })?.value {
                guard case let .array(list) = given else { throw StudioError.badRequest("\"checkpoints\" is an array") }
                checkpoints = list
            }
            try folder.saveEvents(events, checkpoints: checkpoints, to: relative)
            return json(.object([("saved", .string(relative)), ("modified", .number(try folder.modified(relative)))]))
        case (.post, "/api/review"):
            let rows = try await review.run(folder)
            return json(.array(rows.map { Review.json(of: $0, snapshots: folder.snapshots) }))
        case (.get, "/api/review/image"):
            guard let name = query(request, "name"), let kind = query(request, "kind"),
                let png = await review.image(name, kind: kind)
            else { throw StudioError.notFound("no such image of the review") }
            return respond(png, type: "image/png")
        case (.post, "/api/accept"):
            guard let name = query(request, "name") else { throw StudioError.badRequest("missing name") }
            try await review.accept(name, folder: folder)
            return json(.object([("accepted", .string(name))]))
        default:
            throw StudioError.notFound("no such page: \(DropShotEngine.JSONValue.echo(request.uri.path))")
        }
    }

    /// A step within the scenario's events.
    func checkedSteps(_ request: Request, _ document: ScenarioDocument) throws(StudioError) -> Int? {
        let steps = try steps(request)
        if let steps, steps > document.scenario.events.count {
            throw .badRequest("step \(steps) is past the scenario's \(document.scenario.events.count) events")
        }
        return steps
    }

    /// `{"scenario": …, "type": "press" | "move" | "release" | "cancel", "x", "y", "t"}`: the event
    /// to append to the scenario (whose events so far are applied first), whether it changes what
    /// the engine says, and the state after it: `{"event", "changed", "state"}`.
    func record(_ request: Request, body: [UInt8]) async throws -> Response {
        let relative = try path(request)
        let input: DropShotEngine.JSONValue
        do { input = try DropShotEngine.JSONValue.parse(body) } catch { throw StudioError.badRequest("the body is not JSON") }
        guard case let .object(members) = input,
            let scenario = members.first(where: { $0.0 == "scenario" })?.1,
            case let .string(type)? = members.first(where: { $0.0 == "type" })?.1,
            ["press", "move", "release", "cancel"].contains(type),
            case let .number(x)? = members.first(where: { $0.0 == "x" })?.1,
            case let .number(y)? = members.first(where: { $0.0 == "y" })?.1,
            case let .number(t)? = members.first(where: { $0.0 == "t" })?.1, t >= 0,
            x.isFinite, y.isFinite, t.isFinite, abs(x) <= 1_000_000, abs(y) <= 1_000_000, t <= 1_000_000_000
        else {
            throw StudioError.badRequest("a recorded event needs scenario, type, x, y (within ±1,000,000) and t (0 to 1,000,000,000)")
        }
        // Recorded on the variant shown: a point on a cell becomes its address, the same cell in
        // every variant (`StudioFolder.recordedEvent`).
        let document = try folder.document(relative, json: scenario.serializedUTF8(pretty: false), variant: variant(request))
        let recorded = folder.recordedEvent(type, at: Point(x, y), time: t, in: document)
        return json(.object([("event", recorded.event), ("changed", .bool(recorded.changed)), ("state", recorded.state)]))
    }

    func respond(_ bytes: [UInt8], type: String, status: Int = 200, closing channel: (any Channel)? = nil) -> Response {
        var headers: HTTPFields = [
            .contentType: type, .cacheControl: "no-store", HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("X-Frame-Options")!: "DENY", .contentSecurityPolicy: "frame-ancestors 'none'",
            HTTPField.Name("Cross-Origin-Resource-Policy")!: "same-origin",
        ]
        let buffer = ByteBuffer(bytes: bytes)
        guard let channel else {
            return Response(status: .init(code: status), headers: headers, body: ResponseBody(byteBuffer: buffer))
        }
        // Closed once the answer is written: nothing the client sends after it is read.
        headers[.connection] = "close"
        return Response(
            status: .init(code: status), headers: headers,
            body: ResponseBody(contentLength: bytes.count) { writer in
                try await writer.write(buffer)
                try await writer.finish(nil)
                channel.close(promise: nil)
            })
    }

    func json(_ value: DropShotEngine.JSONValue) -> Response {
        respond(value.serializedUTF8(pretty: false), type: "application/json")
    }

    func error(_ status: Int, _ message: String, closing channel: (any Channel)? = nil) -> Response {
        respond(
            DropShotEngine.JSONValue.object([("error", .string(message))]).serializedUTF8(pretty: false), type: "application/json",
            status: status, closing: channel)
    }
}

/// The connections on which a request was refused, until they close.
final class RefusedConnections: Sendable {
    private let channels = Mutex(Set<ObjectIdentifier>())

    func insert(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        channels.withLock { _ = $0.insert(id) }
        channel.closeFuture.whenComplete { _ in self.channels.withLock { _ = $0.remove(id) } }
    }

    func contains(_ channel: any Channel) -> Bool { channels.withLock { $0.contains(ObjectIdentifier(channel)) } }
}

/// A request's body, read once by whoever asks first: the route, or the drain of a refusal.
final class BodyReader: @unchecked Sendable {
    private var iterator: RequestBody.AsyncIterator

    init(_ body: RequestBody) { iterator = body.makeAsyncIterator() }

    /// The rest of the body, refused (413) past `limit` bytes whatever its transfer encoding (the
    /// rest is then left for the refusal's drain).
    func bytes(upTo limit: Int) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let buffer = try await iterator.next() {
            guard bytes.count + buffer.readableBytes <= limit else {
                throw StudioError.tooLarge("the request body is over \(limit) bytes")
            }
            bytes += buffer.readableBytesView
        }
        return bytes
    }

    /// Reads and drops the rest of the body, at most `limit` bytes (a refused request's, so that
    /// its answer reaches the client before the connection closes).
    func drain(upTo limit: Int) async {
        var read = 0
        while read <= limit, let buffer = try? await iterator.next() { read += buffer.readableBytes }
    }
}

/// A request's context: the connection it came on, so that a refused request can close it.
struct StudioContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// The port a server was bound to (0 until it is): asking for port 0 lets the system pick.
final class BoundPort: Sendable {
    private let port = Mutex<UInt16>(0)
    var value: UInt16 { port.withLock { $0 } }
    func set(_ value: UInt16) { port.withLock { $0 = value } }
}
