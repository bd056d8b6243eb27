#ifndef DROPSHOT_BLEND_H
#define DROPSHOT_BLEND_H

#include <stddef.h>
#include <stdint.h>

/// DropShotRaster's span blends (Canvas.blendSpan), source-over on premultiplied RGBA bytes, each
/// pixel by the one integer rule of Canvas.blend: with coverage m (0...255), source s (colour and
/// alpha a) and destination d, every channel becomes min(255, div255(s * m) + div255(d * (255 -
/// div255(a * m)))), where div255(x) is x / 255 rounded to nearest. In C so that a debug build,
/// which optimises no Swift, still blends at the speed of plain loops (the unoptimised Swift
/// vector code took half of a debug `dropshot docs`); the release build vectorises these loops.

/// `count` 32-bit words from `p` set to `word` (an opaque colour's fill).
void dropshot_fill_words(uint32_t *p, size_t count, uint32_t word);

/// `count` pixels from `p` under the colour (r, g, b, a) at full coverage.
void dropshot_blend_color(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/// `count` pixels from `p` under the colour, each at its own coverage from `coverages`.
void dropshot_blend_color_coverages8(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                     const uint8_t *coverages);

/// The same, coverages as 32-bit values (each 0...255).
void dropshot_blend_color_coverages32(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                      const uint32_t *coverages);

/// `count` premultiplied pixels from `source` over as many from `p`, each at `coverage`; a clear
/// source pixel (alpha 0) leaves its pixel as it is.
void dropshot_blend_pixels(uint8_t *p, size_t count, const uint8_t *source, uint32_t coverage);

/// Canvas.draw(band:ofHeight:scaledInto:): the pixels `x0..<x1` by `y0..<y1` of `target` (a band
/// `targetWidth` wide whose first row is `targetOriginY`) each take the bilinear sample of `source`
/// (a band `sourceWidth` x `sourceHeight` from row `sourceOriginY` of a picture; rows and columns
/// clamped at its edges) at ((x + 0.5 - rectX) / scaleX - 0.5, (y + 0.5 - rectY) / scaleY - 0.5),
/// blended over at full coverage when its alpha is not 0. Each channel of the sample is the
/// bilinear mix in doubles rounded half away from zero and clamped to 0...255, the colour
/// channels at most its alpha: Canvas.bilinear's arithmetic, operation for operation.
void dropshot_draw_scaled(uint8_t *target, ptrdiff_t targetWidth, ptrdiff_t targetOriginY, ptrdiff_t x0, ptrdiff_t y0,
                          ptrdiff_t x1, ptrdiff_t y1, const uint8_t *source, ptrdiff_t sourceWidth, ptrdiff_t sourceHeight,
                          ptrdiff_t sourceOriginY, double rectX, double rectY, double scaleX, double scaleY);

/// The shadow's box blur passes (DropShotRaster's boxBlurRows and boxBlurColumns): from `source`
/// into `target`, both `width` x `height` values of 0...255, each the average of the values within
/// `radius` along a row (or a column), zero outside, rounded to nearest: the running sum times
/// 2^32 / (2 radius + 1) rounded up, shifted down, exact for a radius under 2048.
void dropshot_box_blur_rows(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius);
void dropshot_box_blur_columns(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius,
                               uint32_t *sums);

#endif
