#ifndef DROPSHOT_PNG_H
#define DROPSHOT_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Settings for dropshot_png_encode.
typedef struct {
    /// zlib compression level 0-9.
    int compression_level;
    /// zlib strategy: 0 default, 1 filtered, 2 huffman only, 3 RLE.
    int compression_strategy;
    /// libpng filter mask (PNG_FILTER_NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80; ALL 0xF8).
    int filters;
} dropshot_png_options;

/// Encodes straight (not premultiplied) RGBA8 rows into a PNG in memory.
/// `channels` is 3 (RGB: the alpha bytes are skipped) or 4 (RGBA).
/// Returns 0 and sets *out/*out_size (free with dropshot_png_free) on success; otherwise returns
/// -1 and writes libpng's message into `error` (never longjmps into the caller, never aborts).
int dropshot_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int channels,
                        dropshot_png_options options, uint8_t **out, size_t *out_size,
                        char *error, size_t error_size);

/// Frees a buffer returned by dropshot_png_encode.
void dropshot_png_free(uint8_t *buffer);

/// Encodes straight RGBA8 rows (`rows[y]` is row y's `width * 4` bytes: they need not be one
/// buffer) as an 8-bit PNG with the UP filter on every row, deflating
/// `bands` horizontal bands of rows at zlib `level` on up to `threads` threads and joining them
/// into one zlib stream (each band but the last ends with a full flush; Adler-32 values are
/// combined). The bytes depend on `bands`, never on `threads`. `channels` is 3 (the alpha bytes
/// are skipped) or 4. Returns 0 and sets *out/*out_size (free with dropshot_png_free), or -1 with
/// a message in `error`.
int dropshot_png_encode_bands(const uint8_t *const *rows, uint32_t width, uint32_t height, int channels, int level,
                              int bands, int threads, uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// zlib's CRC-32 of `size` bytes, continuing from `crc` (0 to start): what PNG chunks carry.
uint32_t dropshot_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// Decodes a PNG of `width` x `height` pixels (read from its header by the caller, who checked
/// them against its pixel budget) into `rgba`, `width * height * 4` bytes of straight RGBA8.
/// Every colour type and bit depth is accepted: palettes and gray are expanded, tRNS becomes
/// alpha, 16-bit samples are scaled to 8 bits with rounding (v * 255 / 65535) as the sRGB-encoded
/// values they are, interlacing is undone; gamma and colour-space chunks are ignored.
/// Returns 0, or -1 with libpng's message in `error` (never longjmps into the caller, never aborts).
int dropshot_png_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                        char *error, size_t error_size);

#endif
