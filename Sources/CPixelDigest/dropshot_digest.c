#include "dropshot_digest.h"

#include <string.h>

// The small helpers are inlined in a debug build too (-O0 inlines only what is marked always_inline):
// a call per byte cost more than the arithmetic.
#define INLINE static inline __attribute__((always_inline))

// The constants and steps of PixelDigest.RowHash (Sources/DropShotRaster/PixelDigest.swift).
#define SEED_A 0x243F6A8885A308D3ull
#define SEED_B 0x13198A2E03707344ull
#define MUL_A 0x9E3779B97F4A7C15ull
#define MUL_B 0xC2B2AE3D27D4EB4Full

INLINE uint64_t load_word(const uint8_t *p) {
    uint64_t word;
    memcpy(&word, p, 8);  // little-endian, unaligned: Swift's loadUnaligned(as: UInt64.self) on x86-64 and arm64
    return word;
}

INLINE uint64_t finish(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// One row's state after its whole words: (a, b) as RowHash.mix left them.
typedef struct { uint64_t a, b; } lanes;

INLINE lanes start(uint64_t index) { return (lanes){SEED_A ^ index, SEED_B + index * MUL_A}; }

INLINE void mix(lanes *h, uint64_t word) {
    h->a = (h->a ^ word) * MUL_A;
    h->a ^= h->a >> 31;
    h->b = (h->b + word) * MUL_B;
    h->b ^= h->b >> 29;
}

/// RowHash.finished: the bytes after the last whole word, then the index.
INLINE void finish_row(lanes h, const uint8_t *row, size_t from, size_t count, uint64_t index, uint64_t sums[2]) {
    uint64_t tail = 0;
    for (size_t k = from; k < count; k++) tail = tail << 8 | row[k];
    sums[0] += finish(((h.a ^ tail) * MUL_A) ^ index);
    sums[1] += finish(((h.b + tail) * MUL_B) + index);
}

/// Rows [from, to) four at a time (their eight multiply chains side by side), then one at a time.
static void scalar_rows(const uint8_t *pixels, size_t row_bytes, size_t from, size_t to, uint64_t first_row, uint64_t sums[2]) {
    size_t words = row_bytes / 8, row = from;
    for (; row + 4 <= to; row += 4) {
        const uint8_t *p[4];
        lanes h[4];
        for (int r = 0; r < 4; r++) {
            p[r] = pixels + (row + r) * row_bytes;
            h[r] = start(first_row + row + r);
        }
        // The eight chains in plain locals, each step written out: what a debug build (-O0, every
        // variable in memory) runs fastest, and the same code once optimised.
        uint64_t a0 = h[0].a, b0 = h[0].b, a1 = h[1].a, b1 = h[1].b, a2 = h[2].a, b2 = h[2].b, a3 = h[3].a, b3 = h[3].b;
        const uint8_t *p0 = p[0], *p1 = p[1], *p2 = p[2], *p3 = p[3];
        for (size_t k = 0; k < 8 * words; k += 8) {
            uint64_t w0, w1, w2, w3;
            memcpy(&w0, p0 + k, 8);
            memcpy(&w1, p1 + k, 8);
            memcpy(&w2, p2 + k, 8);
            memcpy(&w3, p3 + k, 8);
            a0 = (a0 ^ w0) * MUL_A, a1 = (a1 ^ w1) * MUL_A, a2 = (a2 ^ w2) * MUL_A, a3 = (a3 ^ w3) * MUL_A;
            b0 = (b0 + w0) * MUL_B, b1 = (b1 + w1) * MUL_B, b2 = (b2 + w2) * MUL_B, b3 = (b3 + w3) * MUL_B;
            a0 ^= a0 >> 31, a1 ^= a1 >> 31, a2 ^= a2 >> 31, a3 ^= a3 >> 31;
            b0 ^= b0 >> 29, b1 ^= b1 >> 29, b2 ^= b2 >> 29, b3 ^= b3 >> 29;
        }
        h[0] = (lanes){a0, b0}, h[1] = (lanes){a1, b1}, h[2] = (lanes){a2, b2}, h[3] = (lanes){a3, b3};
        for (int r = 0; r < 4; r++) finish_row(h[r], p[r], words * 8, row_bytes, first_row + row + r, sums);
    }
    for (; row < to; row++) {
        const uint8_t *p = pixels + row * row_bytes;
        lanes h = start(first_row + row);
        for (size_t k = 0; k < words; k++) mix(&h, load_word(p + 8 * k));
        finish_row(h, p, words * 8, row_bytes, first_row + row, sums);
    }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

#define AVX512 __attribute__((target("avx512f,avx512dq")))

int dropshot_digest_has_vectors(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
}

/// Words `block * 8` to `block * 8 + 7` of eight rows (`row_bytes` apart from `p`), turned so that
/// `out[j]` holds word `block * 8 + j` of each row, lane by lane: an 8 x 8 transpose.
AVX512 static inline void transpose_block(const uint8_t *p, size_t row_bytes, size_t block, __m512i out[8]) {
    __m512i r[8], t[8], u[8];
    for (int i = 0; i < 8; i++) r[i] = _mm512_loadu_si512((const void *)(p + i * row_bytes + block * 64));
    for (int i = 0; i < 8; i += 2) {
        t[i] = _mm512_unpacklo_epi64(r[i], r[i + 1]);      // words 0, 2, 4, 6 of rows i and i + 1
        t[i + 1] = _mm512_unpackhi_epi64(r[i], r[i + 1]);  // words 1, 3, 5, 7
    }
    const __m512i low = _mm512_setr_epi64(0, 1, 8, 9, 4, 5, 12, 13), high = _mm512_setr_epi64(2, 3, 10, 11, 6, 7, 14, 15);
    // Four rows together: u[0] words 0 and 4, u[1] 2 and 6, u[2] 1 and 5, u[3] 3 and 7 (rows 0-3; u[4...] rows 4-7).
    for (int half = 0; half < 2; half++) {
        __m512i *v = u + 4 * half, *s = t + 4 * half;
        v[0] = _mm512_permutex2var_epi64(s[0], low, s[2]);
        v[1] = _mm512_permutex2var_epi64(s[0], high, s[2]);
        v[2] = _mm512_permutex2var_epi64(s[1], low, s[3]);
        v[3] = _mm512_permutex2var_epi64(s[1], high, s[3]);
    }
    const __m512i first = _mm512_setr_epi64(0, 1, 2, 3, 8, 9, 10, 11), second = _mm512_setr_epi64(4, 5, 6, 7, 12, 13, 14, 15);
    out[0] = _mm512_permutex2var_epi64(u[0], first, u[4]);
    out[4] = _mm512_permutex2var_epi64(u[0], second, u[4]);
    out[2] = _mm512_permutex2var_epi64(u[1], first, u[5]);
    out[6] = _mm512_permutex2var_epi64(u[1], second, u[5]);
    out[1] = _mm512_permutex2var_epi64(u[2], first, u[6]);
    out[5] = _mm512_permutex2var_epi64(u[2], second, u[6]);
    out[3] = _mm512_permutex2var_epi64(u[3], first, u[7]);
    out[7] = _mm512_permutex2var_epi64(u[3], second, u[7]);
}

enum { GROUPS = 4, GROUP_ROWS = 8 * GROUPS };

/// GROUP_ROWS rows from `p` (row `index` first): their words in vector lanes, four groups of
/// eight rows side by side so that the multiplies of one wait on no other; then each row's last
/// words and tail in scalar code.
AVX512 static void vector_rows(const uint8_t *p, size_t row_bytes, uint64_t index, uint64_t sums[2]) {
    size_t words = row_bytes / 8, blocks = words / 8;
    const __m512i mul_a = _mm512_set1_epi64((long long)MUL_A), mul_b = _mm512_set1_epi64((long long)MUL_B);
    __m512i a[GROUPS], b[GROUPS];
    for (int g = 0; g < GROUPS; g++) {
        __m512i rows = _mm512_add_epi64(_mm512_set1_epi64((long long)(index + 8 * g)), _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7));
        a[g] = _mm512_xor_si512(_mm512_set1_epi64((long long)SEED_A), rows);
        b[g] = _mm512_add_epi64(_mm512_set1_epi64((long long)SEED_B), _mm512_mullo_epi64(rows, mul_a));
    }
    __m512i turned[GROUPS][8];
    for (size_t block = 0; block < blocks; block++) {
        for (int g = 0; g < GROUPS; g++) transpose_block(p + 8 * g * row_bytes, row_bytes, block, turned[g]);
        for (int j = 0; j < 8; j++) {
            for (int g = 0; g < GROUPS; g++) {
                __m512i word = turned[g][j];
                a[g] = _mm512_mullo_epi64(_mm512_xor_si512(a[g], word), mul_a);
                a[g] = _mm512_xor_si512(a[g], _mm512_srli_epi64(a[g], 31));
                b[g] = _mm512_mullo_epi64(_mm512_add_epi64(b[g], word), mul_b);
                b[g] = _mm512_xor_si512(b[g], _mm512_srli_epi64(b[g], 29));
            }
        }
    }
    uint64_t la[GROUP_ROWS], lb[GROUP_ROWS];
    for (int g = 0; g < GROUPS; g++) {
        _mm512_storeu_si512((void *)(la + 8 * g), a[g]);
        _mm512_storeu_si512((void *)(lb + 8 * g), b[g]);
    }
    for (int r = 0; r < GROUP_ROWS; r++) {
        const uint8_t *row = p + r * row_bytes;
        lanes h = {la[r], lb[r]};
        for (size_t k = blocks * 8; k < words; k++) mix(&h, load_word(row + 8 * k));
        finish_row(h, row, words * 8, row_bytes, index + r, sums);
    }
}
#else
int dropshot_digest_has_vectors(void) { return 0; }
#endif

void dropshot_digest_rows(const uint8_t *pixels, size_t row_bytes, size_t rows, uint64_t first_row, int vectors, uint64_t sums[2]) {
    size_t row = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    static int known = -1;  // whether the processor has AVX-512, once asked (-1: not yet)
    int has_vectors = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (has_vectors < 0) {
        has_vectors = dropshot_digest_has_vectors();
        __atomic_store_n(&known, has_vectors, __ATOMIC_RELAXED);
    }
    if (vectors && has_vectors && row_bytes >= 64) {
        for (; row + GROUP_ROWS <= rows; row += GROUP_ROWS) vector_rows(pixels + row * row_bytes, row_bytes, first_row + row, sums);
    }
#else
    (void)vectors;
#endif
    scalar_rows(pixels, row_bytes, row, rows, first_row, sums);
}
