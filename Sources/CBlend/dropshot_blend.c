#include "dropshot_blend.h"

static inline uint32_t div255(uint32_t x) { return (x + 128 + ((x + 128) >> 8)) >> 8; }

/// One channel: min(255, div255(s * m) + div255(d * inverse)), inverse = 255 - div255(a * m).
static inline uint8_t mix(uint32_t s, uint32_t d, uint32_t m, uint32_t inverse) {
    uint32_t sum = div255(s * m) + div255(d * inverse);
    return (uint8_t)(sum > 255 ? 255 : sum);
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

void dropshot_blend_color_coverages8(uint8_t *p, size_t count, uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                     const uint8_t *coverages) {
    BLEND_COVERAGES(p, count, (uint32_t)r, (uint32_t)g, (uint32_t)b, (uint32_t)a, coverages)
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

/// The average of a box of `size` values whose sum is `sum`, rounded to nearest.
static inline uint32_t box_average(uint32_t sum, uint64_t half, uint64_t reciprocal) {
    return (uint32_t)((((uint64_t)sum + half) * reciprocal) >> 32);
}

void dropshot_box_blur_rows(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius) {
    const uint64_t size = 2 * (uint64_t)radius + 1, half = size / 2, reciprocal = ((1ull << 32) + size - 1) / size;
    for (size_t y = 0; y < height; y++) {
        const uint32_t *in = source + y * width;
        uint32_t *out = target + y * width;
        uint32_t sum = 0;
        for (size_t k = 0; k <= radius && k < width; k++) sum += in[k];
        for (size_t k = 0; k < width; k++) {
            out[k] = box_average(sum, half, reciprocal);
            if (k + radius + 1 < width) sum += in[k + radius + 1];
            if (k >= radius) sum -= in[k - radius];
        }
    }
}

void dropshot_box_blur_columns(const uint32_t *source, uint32_t *target, size_t width, size_t height, size_t radius,
                               uint32_t *sums) {
    const uint64_t size = 2 * (uint64_t)radius + 1, half = size / 2, reciprocal = ((1ull << 32) + size - 1) / size;
    for (size_t x = 0; x < width; x++) sums[x] = 0;
    for (size_t k = 0; k <= radius && k < height; k++) {
        for (size_t x = 0; x < width; x++) sums[x] += source[k * width + x];
    }
    for (size_t k = 0; k < height; k++) {
        for (size_t x = 0; x < width; x++) target[k * width + x] = box_average(sums[x], half, reciprocal);
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
