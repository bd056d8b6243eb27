#include "dropshot_blend.h"

#include <math.h>
#include <string.h>

// The small helpers are inlined in a debug build too (-O0 inlines only what is marked always_inline):
// a call per byte cost more than the arithmetic.
#define INLINE static inline __attribute__((always_inline))

// Every double operation as written, never fused into one multiply-add (which clang does by default
// where the processor has one, arm64 among them): the same pixels as the Swift code on every machine.
#pragma STDC FP_CONTRACT OFF

/// x / 255 rounded to nearest, for x up to 255 * 255: on a 32-bit integer or on a vector of them.
#define DIV255(x) (((x) + 128 + (((x) + 128) >> 8)) >> 8)

INLINE uint32_t div255(uint32_t x) { return DIV255(x); }

/// One channel: min(255, div255(s * m) + div255(d * inverse)), inverse = 255 - div255(a * m).
INLINE uint8_t mix(uint32_t s, uint32_t d, uint32_t m, uint32_t inverse) {
    uint32_t sum = div255(s * m) + div255(d * inverse);
    return (uint8_t)(sum > 255 ? 255 : sum);
}

/// The first 64 words stored, then copies of what is written, doubling: libc's copy is as fast in a
/// debug build, where a loop of single stores is not; the release build vectorises the short loop.
void dropshot_fill_words(uint32_t *p, size_t count, uint32_t word) {
    const size_t head = count < 64 ? count : 64;
    for (size_t i = 0; i < head; i++) p[i] = word;
    for (size_t done = head; done < count;) {
        const size_t n = done < count - done ? done : count - done;
        memcpy(p + done, p, n * sizeof(uint32_t));
        done += n;
    }
}

void dropshot_blend_color(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    const uint32_t inverse = 255 - (uint32_t)a;
    for (size_t i = 0; i < count * 4; i += 4) {
        p[i] = mix(r, p[i], 255, inverse);
        p[i + 1] = mix(g, p[i + 1], 255, inverse);
        p[i + 2] = mix(b, p[i + 2], 255, inverse);
        p[i + 3] = mix(a, p[i + 3], 255, inverse);
    }
}

/// A coverage of 0 gives every channel back as it was (div255(d * 255) is d), so no pixel needs a branch.
#define BLEND_COVERAGES(p, count, r, g, b, a, coverages)                   \
    for (size_t k = 0; k < (count); k++) {                                 \
        const uint32_t m = (coverages)[k], inverse = 255 - div255((a) * m); \
        uint8_t *q = (p) + 4 * k;                                          \
        q[0] = mix((r), q[0], m, inverse);                                 \
        q[1] = mix((g), q[1], m, inverse);                                 \
        q[2] = mix((b), q[2], m, inverse);                                 \
        q[3] = mix((a), q[3], m, inverse);                                 \
    }

/// A glyph's bitmap is mostly clear around its strokes: a block of 16 pixels whose coverages are
/// all 0 is left as it is (what blending it gives) without the arithmetic.
void dropshot_blend_color_coverages8(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                     const uint8_t *coverages) {
    size_t done = 0;
    for (; done + 16 <= count; done += 16) {
        uint8_t *const block = p + 4 * done;
        const uint8_t *const blockCoverages = coverages + done;
        uint64_t low, high;
        memcpy(&low, blockCoverages, 8);
        memcpy(&high, blockCoverages + 8, 8);
        if ((low | high) == 0) continue;
        BLEND_COVERAGES(block, (size_t)16, (uint32_t)r, (uint32_t)g, (uint32_t)b, (uint32_t)a, blockCoverages)
    }
    uint8_t *const rest = p + 4 * done;
    const uint8_t *const restCoverages = coverages + done;
    BLEND_COVERAGES(rest, count - done, (uint32_t)r, (uint32_t)g, (uint32_t)b, (uint32_t)a, restCoverages)
}

void dropshot_blend_color_coverages32(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                      const uint32_t *coverages) {
    BLEND_COVERAGES(p, count, (uint32_t)r, (uint32_t)g, (uint32_t)b, (uint32_t)a, coverages)
}

void dropshot_blend_pixels(uint8_t *p, size_t count, const uint8_t *source, uint32_t coverage) {
    for (size_t i = 0; i < count * 4; i += 4) {
        const uint32_t a = source[i + 3], inverse = 255 - div255(a * coverage);
        // A clear source pixel leaves its pixel as it is, whatever its colour bytes hold.
        const uint8_t r = mix(source[i], p[i], coverage, inverse), g = mix(source[i + 1], p[i + 1], coverage, inverse);
        const uint8_t b = mix(source[i + 2], p[i + 2], coverage, inverse), n = mix(a, p[i + 3], coverage, inverse);
        p[i] = a ? r : p[i];
        p[i + 1] = a ? g : p[i + 1];
        p[i + 2] = a ? b : p[i + 2];
        p[i + 3] = a ? n : p[i + 3];
    }
}

/// Swift's `pixelCoordinate`: a whole number as an integer, clamped to +-2^40, NaN as 0.
INLINE ptrdiff_t pixel_coordinate(double value) {
    if (isnan(value)) return 0;
    return (ptrdiff_t)(value < -0x1p40 ? -0x1p40 : (value > 0x1p40 ? 0x1p40 : value));
}

INLINE ptrdiff_t clamp(ptrdiff_t value, ptrdiff_t low, ptrdiff_t high) {
    return value < low ? low : (value > high ? high : value);
}

/// A pixel's four channels as lanes: each lane's arithmetic is the scalar code's, operation for
/// operation, so the values are the same; a debug build runs one vector operation where the scalar
/// code ran four (and a call each).
typedef double channels_f64 __attribute__((ext_vector_type(4)));
typedef uint32_t channels_u32 __attribute__((ext_vector_type(4)));
typedef uint8_t channels_u8 __attribute__((ext_vector_type(4)));

/// The pixel at `p` as doubles (written through a pointer: a vector of four doubles is not
/// returned by value, whose ABI depends on whether AVX is enabled).
INLINE void load_channels(channels_f64 *out, const uint8_t *p) {
    channels_u8 bytes;
    memcpy(&bytes, p, 4);
    *out = __builtin_convertvector(bytes, channels_f64);
}

void dropshot_draw_scaled(uint8_t *target, ptrdiff_t targetWidth, ptrdiff_t targetOriginY, ptrdiff_t x0, ptrdiff_t y0,
                          ptrdiff_t x1, ptrdiff_t y1, const uint8_t *source, ptrdiff_t sourceWidth, ptrdiff_t sourceHeight,
                          ptrdiff_t sourceOriginY, double rectX, double rectY, double scaleX, double scaleY) {
    for (ptrdiff_t py = y0; py < y1; py++) {
        const double v = ((double)py + 0.5 - rectY) / scaleY - 0.5;
        const ptrdiff_t row = pixel_coordinate(floor(v));
        const double fy = v - (double)row;
        const ptrdiff_t lastRow = sourceOriginY + sourceHeight - 1;
        const uint8_t *above = source + (clamp(row, sourceOriginY, lastRow) - sourceOriginY) * sourceWidth * 4;
        const uint8_t *below = source + (clamp(row + 1, sourceOriginY, lastRow) - sourceOriginY) * sourceWidth * 4;
        uint8_t *p = target + ((py - targetOriginY) * targetWidth + x0) * 4;
        for (ptrdiff_t px = x0; px < x1; px++, p += 4) {
            const double u = ((double)px + 0.5 - rectX) / scaleX - 0.5;
            const ptrdiff_t column = pixel_coordinate(floor(u));
            const double fx = u - (double)column;
            const ptrdiff_t left = clamp(column, 0, sourceWidth - 1) * 4, right = clamp(column + 1, 0, sourceWidth - 1) * 4;
            // Each channel: the corners mixed by (fx, fy), rounded half away from zero, clamped to 0...255.
            channels_f64 a, b, c, d;
            load_channels(&a, above + left);
            load_channels(&b, above + right);
            load_channels(&c, below + left);
            load_channels(&d, below + right);
            const channels_f64 top = a + (b - a) * fx, bottom = c + (d - c) * fx;
            const channels_f64 mixed = top + (bottom - top) * fy;
            // C's round per lane (older clangs have no elementwise round).
            channels_f64 value = {round(mixed.x), round(mixed.y), round(mixed.z), round(mixed.w)};
            value = __builtin_elementwise_min(__builtin_elementwise_max(value, (channels_f64)0), (channels_f64)255);
            channels_u32 sample = __builtin_convertvector(value, channels_u32);
            const uint32_t alpha = sample.w;
            if (alpha == 0) continue;
            sample = __builtin_elementwise_min(sample, (channels_u32)alpha);  // colour at most alpha
            // Canvas.blend at full coverage: min(255, s + div255(d * (255 - alpha))) (an opaque sample replaces the pixel).
            channels_u8 bytes;
            memcpy(&bytes, p, 4);
            const channels_u32 under = __builtin_convertvector(bytes, channels_u32) * (255 - alpha);
            const channels_u32 sum = sample + DIV255(under);
            bytes = __builtin_convertvector(__builtin_elementwise_min(sum, (channels_u32)255), channels_u8);
            memcpy(p, &bytes, 4);
        }
    }
}

/// A box of `2 radius + 1` values: half its size, and 2^32 / size rounded up.
typedef struct { uint64_t half, reciprocal; } box;

INLINE box box_of_radius(size_t radius) {
    const uint64_t size = 2 * (uint64_t)radius + 1;
    return (box){size / 2, ((1ull << 32) + size - 1) / size};
}

/// The average of the box's values whose sum is `sum`, rounded to nearest.
INLINE uint32_t box_average(uint32_t sum, box b) { return (uint32_t)((((uint64_t)sum + b.half) * b.reciprocal) >> 32); }

void dropshot_box_blur_rows(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius) {
    const box b = box_of_radius(radius);
    for (size_t y = 0; y < height; y++) {
        const uint32_t *in = source + y * width;
        uint32_t *out = target + y * width;
        uint32_t sum = 0;
        for (size_t k = 0; k <= radius && k < width; k++) sum += in[k];
        for (size_t k = 0; k < width; k++) {
            out[k] = box_average(sum, b);
            if (k + radius + 1 < width) sum += in[k + radius + 1];
            if (k >= radius) sum -= in[k - radius];
        }
    }
}

void dropshot_box_blur_columns(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius,
                               uint32_t *sums) {
    const box b = box_of_radius(radius);
    for (size_t x = 0; x < width; x++) sums[x] = 0;
    for (size_t k = 0; k <= radius && k < height; k++) {
        for (size_t x = 0; x < width; x++) sums[x] += source[k * width + x];
    }
    for (size_t k = 0; k < height; k++) {
        for (size_t x = 0; x < width; x++) target[k * width + x] = box_average(sums[x], b);
        if (k + radius + 1 < height) {
            const uint32_t *entering = source + (k + radius + 1) * width;
            for (size_t x = 0; x < width; x++) sums[x] += entering[x];
        }
        if (k >= radius) {
            const uint32_t *leaving = source + (k - radius) * width;
            for (size_t x = 0; x < width; x++) sums[x] -= leaving[x];
        }
    }
}
