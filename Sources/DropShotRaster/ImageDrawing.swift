import CBlend

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

    /// Draws `image`, a band of rows (from its `originY`) of a picture `fullHeight` rows tall and
    /// as wide as the band, scaled to cover `rect`'s pixels, over what is there (the picture's own
    /// transparent corners stay transparent). Only rows the band holds are sampled, clamped at its
    /// edges: a caller draws the rows the part of `rect` it shows needs (with one to spare).
    public mutating func draw(band image: Canvas, ofHeight fullHeight: Int, scaledInto rect: RoundedRect) {
        guard image.width > 0, image.height > 0, fullHeight > 0, rect.width > 0, rect.height > 0 else { return }
        let sx = rect.width / Double(image.width), sy = rect.height / Double(fullHeight)
        let region = clip.intersection(rect.pixelBounds)
        guard !region.isEmpty else { return }
        // `bilinear` and `blend(at:_:coverage:)` for each pixel, as one C loop (CBlend's: the
        // ghost's scaled snapshot was half of a debug build's render in Swift).
        let width = self.width, originY = self.originY
        // Safe: `region` lies inside the clip, so inside this canvas; the source rows read are clamped into the band.
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                dropshot_draw_scaled(
                    target.baseAddress, width, originY, region.x0, region.y0, region.x1, region.y1, source.baseAddress, image.width,
                    image.height, image.originY, rect.x0, rect.y0, sx, sy)
            }
        }
    }

    /// The premultiplied color at fractional pixel position (`u`, `v`) (pixel centers at whole
    /// numbers, `v` in whole-image rows), interpolated between the four nearest pixels; edges are clamped.
    func bilinear(_ u: Double, _ v: Double) -> PremultipliedColor {
        let x0 = pixelCoordinate(u.rounded(.down)), y0 = pixelCoordinate(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func clampX(_ x: Int) -> Int { min(max(x, 0), width - 1) }
        func clampY(_ y: Int) -> Int { min(max(y, originY), originY + height - 1) }
        let a = self[clampX(x0), clampY(y0)], b = self[clampX(x0 + 1), clampY(y0)]
        let c = self[clampX(x0), clampY(y0 + 1)], d = self[clampX(x0 + 1), clampY(y0 + 1)]
        func mix(_ pa: UInt8, _ pb: UInt8, _ pc: UInt8, _ pd: UInt8) -> UInt8 {
            let top = Double(pa) + (Double(pb) - Double(pa)) * fx
            let bottom = Double(pc) + (Double(pd) - Double(pc)) * fx
            return UInt8(min(255, max(0, (top + (bottom - top) * fy).rounded())))
        }
        let alpha = mix(a.a, b.a, c.a, d.a)
        return PremultipliedColor(
            r: min(alpha, mix(a.r, b.r, c.r, d.r)), g: min(alpha, mix(a.g, b.g, c.g, d.g)),
            b: min(alpha, mix(a.b, b.b, c.b, d.b)), a: alpha)
    }
}

extension Canvas {
    /// The image shrunk to `width` x `height` pixels (each at most the image's own) by area
    /// averaging: every output pixel is the mean of the premultiplied source area it covers, with
    /// partly covered source pixels weighted by the part covered (a box filter, separable: rows,
    /// then columns). Detail thinner than an output pixel averages out instead of vanishing or
    /// aliasing, as Core Graphics' high-quality interpolation does when UIKit shrinks a picture.
    public func areaAveraged(toWidth outWidth: Int, height outHeight: Int) -> Canvas {
        let w = min(max(1, outWidth), width), h = min(max(1, outHeight), height)
        guard w < width || h < height else { return self }
        /// For each output index, the source indices it covers and their weights (summing to 1).
        func spans(_ from: Int, _ to: Int) -> [(start: Int, weights: [Float])] {
            let ratio = Double(from) / Double(to)
            return (0..<to).map { o in
                let a = Double(o) * ratio, b = Double(o + 1) * ratio
                let first = Int(a.rounded(.down)), last = min(from - 1, Int((b - 1e-9).rounded(.down)))
                let weights = (first...last).map { i in Float((min(b, Double(i + 1)) - max(a, Double(i))) / ratio) }
                return (first, weights)
            }
        }
        let columns = spans(width, w), rows = spans(height, h)
        // Rows first: `height` rows of `w` pixels, as Float channels.
        var narrow = [Float](repeating: 0, count: w * height * 4)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = y * width * 4, out = y * w * 4
                for (x, span) in columns.enumerated() {
                    var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (k, weight) in span.weights.enumerated() {
                        let i = row + (span.start + k) * 4
                        sum.0 += Float(source[i]) * weight; sum.1 += Float(source[i + 1]) * weight
                        sum.2 += Float(source[i + 2]) * weight; sum.3 += Float(source[i + 3]) * weight
                    }
                    narrow[out + x * 4] = sum.0; narrow[out + x * 4 + 1] = sum.1; narrow[out + x * 4 + 2] = sum.2; narrow[out + x * 4 + 3] = sum.3
                }
            }
        }
        var result = [UInt8](repeating: 0, count: w * h * 4)
        for (y, span) in rows.enumerated() {
            for x in 0..<w {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (k, weight) in span.weights.enumerated() {
                    let i = ((span.start + k) * w + x) * 4
                    sum.0 += narrow[i] * weight; sum.1 += narrow[i + 1] * weight; sum.2 += narrow[i + 2] * weight; sum.3 += narrow[i + 3] * weight
                }
                let alpha = UInt8(min(255, max(0, sum.3.rounded())))
                func channel(_ value: Float) -> UInt8 { min(alpha, UInt8(min(255, max(0, value.rounded())))) }
                let o = (y * w + x) * 4
                result[o] = channel(sum.0); result[o + 1] = channel(sum.1); result[o + 2] = channel(sum.2); result[o + 3] = alpha
            }
        }
        return Canvas(width: w, height: h, premultipliedPixels: result)
    }
}

extension Canvas {
    /// The image as a template: its shape (alpha) filled with `color`, as UIKit tints a template
    /// image (each pixel is `color` at the pixel's alpha).
    public func tinted(_ color: PremultipliedColor) -> Canvas {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let alpha = UInt32(pixels[i + 3])
            out[i] = UInt8(div255(UInt32(color.r) * alpha)); out[i + 1] = UInt8(div255(UInt32(color.g) * alpha))
            out[i + 2] = UInt8(div255(UInt32(color.b) * alpha)); out[i + 3] = UInt8(div255(UInt32(color.a) * alpha))
        }
        return Canvas(width: width, height: height, premultipliedPixels: out)
    }
}
