extension Canvas {
    /// Draws `image` scaled to cover `shape` (aspect fill, centered, cropped) and clipped to it,
    /// with bilinear filtering of the premultiplied pixels.
    public mutating func draw(image: Canvas, filling shape: RoundedRect) {
        guard image.width > 0, image.height > 0, shape.width > 0, shape.height > 0 else { return }
        let scale = max(shape.width / Double(image.width), shape.height / Double(image.height))
        let originX = shape.x0 + (shape.width - Double(image.width) * scale) / 2
        let originY = shape.y0 + (shape.height - Double(image.height) * scale) / 2
        let region = clip.intersection(shape.pixelBounds)
        guard !region.isEmpty else { return }
        for py in region.y0..<region.y1 {
            let v = (Double(py) + 0.5 - originY) / scale - 0.5
            for px in region.x0..<region.x1 {
                let coverage = shape.coverage(px, py)
                guard coverage > 0 else { continue }
                let u = (Double(px) + 0.5 - originX) / scale - 0.5
                let sample = image.bilinear(u, v)
                blend(at: offset(px, py), sample, coverage: UInt32((coverage * 255).rounded()))
            }
        }
    }

    /// The premultiplied color at fractional pixel position (`u`, `v`) (pixel centers at whole
    /// numbers), interpolated between the four nearest pixels; edges are clamped.
    func bilinear(_ u: Double, _ v: Double) -> PremultipliedColor {
        let x0 = pixelCoordinate(u.rounded(.down)), y0 = pixelCoordinate(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func clampX(_ x: Int) -> Int { min(max(x, 0), width - 1) }
        func clampY(_ y: Int) -> Int { min(max(y, 0), height - 1) }
        let a = self[clampX(x0), clampY(y0)], b = self[clampX(x0 + 1), clampY(y0)]
        let c = self[clampX(x0), clampY(y0 + 1)], d = self[clampX(x0 + 1), clampY(y0 + 1)]
        func mix(_ pa: UInt8, _ pb: UInt8, _ pc: UInt8, _ pd: UInt8) -> UInt8 {
            let top = Double(pa) + (Double(pb) - Double(pa)) * fx
            let bottom = Double(pc) + (Double(pd) - Double(pc)) * fx
            return UInt8(min(255, max(0, (top + (bottom - top) * fy).rounded())))
        }
        let alpha = mix(a.a, b.a, c.a, d.a)
        return PremultipliedColor(r: min(alpha, mix(a.r, b.r, c.r, d.r)), g: min(alpha, mix(a.g, b.g, c.g, d.g)),
                                  b: min(alpha, mix(a.b, b.b, c.b, d.b)), a: alpha)
    }
}
