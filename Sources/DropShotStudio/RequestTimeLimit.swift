import NIOCore
import NIOHTTPTypes

/// Closes a connection whose next request has not fully arrived within `limit`, counted from the
/// connection's start or the end of the previous response to the request's last byte, however
/// slowly it trickles in: the idle timeout alone restarts with every byte, so a client sending a
/// byte a second would hold its connection (one of the studio's 256) for hours. The time the
/// studio takes to answer is not counted.
final class RequestTimeLimit: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limit: TimeAmount
    private var deadline: Scheduled<Void>?

    init(limit: TimeAmount) { self.limit = limit }

    private func start(_ context: ChannelHandlerContext) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { start(context) }
        context.write(data, promise: promise)
    }
}
