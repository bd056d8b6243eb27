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

/// One horizontal band of a PNG's rows being deflated: straight RGBA8 rows, UP-filtered (alpha
/// bytes dropped when `channels` is 3), deflated raw at zlib `level` as they are added. Bands
/// deflated apart (on as many threads as there are) join into one zlib stream: each band but
/// the last ends with a full flush, and their Adler-32 values are combined. The bytes depend on
/// where the bands begin and end, never on how their rows were handed over.
typedef struct dropshot_png_band dropshot_png_band;

/// Starts a band of `rows` rows of `width` pixels (`rows` only sizes the output buffer); `last`
/// for the image's last band. NULL for bad parameters or no memory.
dropshot_png_band *dropshot_png_band_start(uint32_t width, uint32_t rows, int channels, int level, int last);

/// Adds the band's next `count` rows (`rows[i]` is a row's `width * 4` bytes: they need not be
/// one buffer); `above` is the image row before `rows[0]` (NULL for the image's first row).
/// Returns 0, or -1 once deflating failed.
int dropshot_png_band_add(dropshot_png_band *band, const uint8_t *const *rows, uint32_t count, const uint8_t *above);

/// Ends the band (a full flush, or the stream's end for the last band). Returns 0 or -1.
int dropshot_png_band_finish(dropshot_png_band *band);

/// Frees a band, finished or not.
void dropshot_png_band_free(dropshot_png_band *band);

/// The PNG (IHDR, sRGB, one IDAT, IEND) of the finished `bands` of an image, top to bottom,
/// `channels` 3 (RGB) or 4 (RGBA). Returns 0 and sets *out/*out_size (free with
/// dropshot_png_free), or -1 with a message in `error`.
int dropshot_png_assemble(uint32_t width, uint32_t height, int channels, dropshot_png_band *const *bands, int count,
                          uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Whether all `count` RGBA8 pixels from `rgba` have alpha 255 (checked a block at a time: the
/// pixels ANDed together, stopping at the first block with one that is not).
int dropshot_rgba_opaque(const uint8_t *rgba, size_t count);

/// Makes `count` premultiplied RGBA8 pixels from `rgba` straight, in place, as
/// PremultipliedColor.unpremultiplied does: alpha 0 gives 0, 0, 0, 0; alpha 255 is left as it is;
/// else each colour channel becomes min(255, (c * 255 + a / 2) / a).
void dropshot_rgba_unpremultiply(uint8_t *rgba, size_t count);

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

/// A PNG being decoded a few rows at a time, top to bottom, into straight RGBA8 as
/// dropshot_png_decode decodes it: only the rows asked for are held, except for an interlaced
/// image, whose rows come in passes and which is decoded whole when it is opened.
typedef struct dropshot_png_reader dropshot_png_reader;

/// Opens the PNG in `data` (which must stay alive until the reader is freed) of `width` x `height`
/// pixels (from its header, checked by the caller). NULL with libpng's message in `error`.
dropshot_png_reader *dropshot_png_reader_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                              char *error, size_t error_size);

/// Decodes the next `count` rows into `rgba` (`count * width * 4` bytes). Returns 0, or -1 with
/// the message in `error` (the reader is then of no further use).
int dropshot_png_reader_rows(dropshot_png_reader *reader, uint8_t *rgba, uint32_t count, char *error, size_t error_size);

/// Frees a reader (NULL is ignored).
void dropshot_png_reader_free(dropshot_png_reader *reader);

#endif
