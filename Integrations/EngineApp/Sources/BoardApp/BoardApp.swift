import BoardKit
import DropShotEngine
import SwiftUI

/// The example app: BoardKit's cards drawn with SwiftUI, the finger forwarded to the engine.
@main struct BoardApp: App {
    var body: some Scene {
        WindowGroup { BoardScreen() }
    }
}

struct BoardScreen: View {
    @State private var board = try! BoardController()  // the board's JSON is the app's own: it decodes
    @State private var touching = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(board.columns, id: \.title) { column in
                Text(column.title).font(.headline)
                    .offset(x: column.frame.x, y: column.frame.y - 32)
            }
            ForEach(board.cards, id: \.id) { card in
                Text(card.label)
                    .frame(width: card.frame.width, height: card.frame.height)
                    .background(RoundedRectangle(cornerRadius: 10).fill(card.isLifted ? Color.accentColor.opacity(0.85) : Color.accentColor))
                    .foregroundStyle(.white)
                    .shadow(radius: card.isLifted ? 8 : 0)
                    .opacity(card.alpha)
                    .offset(x: card.frame.x, y: card.frame.y)
                    .animation(card.isLifted ? nil : .easeInOut(duration: 0.2), value: card.frame)
            }
            Button("Undo") { board.undo() }.offset(x: 16, y: 16)
        }
        .frame(width: 390, height: 600, alignment: .topLeading)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in
                    let point = Point(value.location.x, value.location.y)
                    board.touch(touching ? .moved : .began, at: point, time: value.time.timeIntervalSinceReferenceDate)
                    touching = true
                }
                .onEnded { value in
                    board.touch(.ended, at: Point(value.location.x, value.location.y), time: value.time.timeIntervalSinceReferenceDate)
                    touching = false
                })
    }
}
