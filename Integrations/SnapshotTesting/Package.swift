// swift-tools-version:6.0
import PackageDescription

// DropShot's images for teams on swift-snapshot-testing, which has no image strategy on Linux.
// A package of its own, so that DropShot itself gains no dependency.
let package = Package(
    name: "DropShotSnapshotTesting",
    products: [
        .library(name: "DropShotSnapshotTesting", targets: ["DropShotSnapshotTesting"])
    ],
    dependencies: [
        .package(name: "DropShot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "DropShotSnapshotTesting",
            dependencies: [
                .product(name: "DropShotRender", package: "DropShot"),
                .product(name: "DropShotTesting", package: "DropShot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "DropShotSnapshotTestingTests", dependencies: ["DropShotSnapshotTesting"],
            exclude: ["__Snapshots__"]),
    ]
)
