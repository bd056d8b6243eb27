// swift-tools-version:6.0
import PackageDescription

// An example app whose drag-and-drop logic is DropShot's engine (DocC: "Using the engine in your
// app"). BoardKit is the app's logic, with no UI: it builds for iOS 16 and macOS 15, and on
// Linux, where its tests run (scripts/test runs them). BoardApp draws BoardKit's states with
// SwiftUI and forwards the finger to it: opened in Xcode or Swift Playgrounds (which provide
// AppleProductTypes) it is an iOS app; on a Mac, `swift run BoardApp` opens it in a window.
#if canImport(AppleProductTypes)
    import AppleProductTypes

    let app: [Product] = [
        .iOSApplication(
            name: "Board", targets: ["BoardApp"], bundleIdentifier: "dev.dropshot.board", teamIdentifier: "",
            displayVersion: "1.0", bundleVersion: "1", appIcon: .placeholder(icon: .calendar), accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone], supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight])
    ]
#else
    let app: [Product] = []
#endif

// SwiftUI exists on Apple's systems only: elsewhere the app target is left out.
#if os(macOS) || canImport(AppleProductTypes)
    let appTarget: [Target] = [.executableTarget(name: "BoardApp", dependencies: ["BoardKit"])]
#else
    let appTarget: [Target] = []
#endif

let package = Package(
    name: "EngineApp",
    // DropShot's own floor (its engine needs no more than iOS 16 and macOS 13, but the package is macOS 15).
    platforms: [.iOS(.v16), .macOS(.v15)],
    products: [.library(name: "BoardKit", targets: ["BoardKit"])] + app,
    dependencies: [.package(name: "DropShot", path: "../..")],
    targets: [
        .target(name: "BoardKit", dependencies: [.product(name: "DropShotEngine", package: "DropShot")]),
        .testTarget(name: "BoardKitTests", dependencies: ["BoardKit"]),
    ] + appTarget
)
