import BoardKit
import DropShotEngine
import Testing

/// The app's logic, touch by touch, as its SwiftUI view drives it: what the views draw and what
/// the delegate is told after each touch.
@Suite struct BoardControllerTests {
    /// The centre of the card `id` as drawn.
    func centre(of id: String, in board: BoardController) throws -> Point {
        let frame = try #require(board.cards.first { $0.id == id && !$0.isLifted }).frame
        return Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
    }

    @Test func aCardDraggedToTheOtherColumnLandsThereAndUndoBringsItBack() throws {
        var board = try BoardController()
        #expect(board.order == [["pinned", "design", "build"], ["plan"]])
        #expect(board.columns.map(\.title) == ["To do", "Done"])
        let start = try centre(of: "design", in: board)
        board.touch(.began, at: start, time: 0)
        #expect(board.cards.last?.id == "design" && board.cards.last?.isLifted == true, "the lifted card is drawn on top")
        #expect(board.delegateCalls.contains(.dragBegan(item: "design", from: SlotRef(collection: "todo", index: 1))))
        let target = Point(290, 160)
        board.touch(.moved, at: Point(200, 120), time: 0.1)
        board.touch(.moved, at: target, time: 0.2)
        let ghost = try #require(board.cards.last)
        #expect(ghost.isLifted && ghost.frame.x < target.x && target.x < ghost.frame.x + ghost.frame.width, "the ghost follows the finger")
        board.touch(.ended, at: target, time: 0.3)
        #expect(board.order == [["pinned", "build"], ["plan", "design"]])
        #expect(!board.cards.contains { $0.isLifted })
        #expect(board.delegateCalls.last == .dragEnded(item: "design", over: "done"))
        board.undo()
        #expect(board.order == [["pinned", "design", "build"], ["plan"]])
    }

    @Test func thePinnedCardStaysAndACancelledTouchChangesNothing() throws {
        var board = try BoardController()
        let pinned = try centre(of: "pinned", in: board)
        board.touch(.began, at: pinned, time: 0)
        #expect(!board.cards.contains { $0.isLifted }, "the app's rules keep the pinned card in place")
        #expect(board.delegateCalls.last == .canDrag(item: "pinned", from: SlotRef(collection: "todo", index: 0), answer: false))
        board.touch(.ended, at: pinned, time: 0.1)
        board.touch(.began, at: try centre(of: "build", in: board), time: 1)
        board.touch(.moved, at: Point(290, 160), time: 1.1)
        board.touch(.cancelled, at: Point(290, 160), time: 1.2)
        #expect(board.order == [["pinned", "design", "build"], ["plan"]])
    }
}
