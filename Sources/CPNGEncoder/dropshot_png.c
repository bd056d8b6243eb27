#include "dropshot_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Where libpng's error message goes: the first member of the encoder's and decoder's states. */
typedef struct {
    char *error;
    size_t error_size;
} error_sink;

typedef struct {
    error_sink sink;
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} encoder_state;

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink->error_size > 0) {
        strncpy(sink->error, message, sink->error_size - 1);
        sink->error[sink->error_size - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
    encoder_state *state = (encoder_state *)png_get_io_ptr(png);
    if (state->failed) return;
    if (state->size + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 65536;
        while (capacity < state->size + length) capacity *= 2;
        uint8_t *grown = realloc(state->data, capacity);
        if (!grown) {
            state->failed = 1;
            png_error(png, "out of memory");
        }
        state->data = grown;
        state->capacity = capacity;
    }
    memcpy(state->data + state->size, bytes, length);
    state->size += length;
}

static void on_flush(png_structp png) { (void)png; }

/* Everything libpng touches after setjmp lives in `state` or is passed in, so no local is
   modified between setjmp and a longjmp (C11 7.13.2.1). */
static int encode(encoder_state *state, const uint8_t *rgba, uint32_t width, uint32_t height, int channels,
                  dropshot_png_options options, uint8_t *row_buffer) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, state, on_write, on_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, options.compression_level);
    png_set_compression_strategy(png, options.compression_strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    /* The pixels are sRGB's values: say so (the sRGB chunk, perceptual intent), as iOS's exports do. */
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * width * 4;
        if (channels == 4) {
            png_write_row(png, (png_const_bytep)row);
        } else {
            for (uint32_t x = 0; x < width; x++) memcpy(row_buffer + (size_t)x * 3, row + (size_t)x * 4, 3);
            png_write_row(png, row_buffer);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int dropshot_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int channels,
                        dropshot_png_options options, uint8_t **out, size_t *out_size,
                        char *error, size_t error_size) {
    encoder_state state = {0};
    state.sink.error = error;
    state.sink.error_size = error_size;
    if (error_size > 0) error[0] = 0;
    if (channels != 3 && channels != 4) {
        if (error_size > 0) strncpy(error, "channels must be 3 or 4", error_size - 1);
        return -1;
    }
    uint8_t *row_buffer = malloc((size_t)width * 3 + 1);
    if (!row_buffer) return -1;
    int result = encode(&state, rgba, width, height, channels, options, row_buffer);
    free(row_buffer);
    if (result != 0 || state.failed) {
        free(state.data);
        if (error_size > 0 && error[0] == 0) strncpy(error, "PNG encoding failed", error_size - 1);
        return -1;
    }
    *out = state.data;
    *out_size = state.size;
    return 0;
}

void dropshot_png_free(uint8_t *buffer) { free(buffer); }

typedef struct {
    error_sink sink;
    const uint8_t *data;
    size_t size;
    size_t offset;
    png_bytep *rows;
} decoder_state;

static void on_read(png_structp png, png_bytep bytes, png_size_t length) {
    decoder_state *state = (decoder_state *)png_get_io_ptr(png);
    if (length > state->size - state->offset) png_error(png, "truncated PNG data");
    memcpy(bytes, state->data + state->offset, length);
    state->offset += length;
}

/* Reads the header and sets the transforms to straight RGBA8 (see dropshot_png_decode); called
   after setjmp. Returns whether the image is interlaced. */
static int read_header(png_structp png, png_infop info, uint32_t width, uint32_t height) {
    png_set_user_limits(png, width, height);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "image size differs from its header");
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int interlaced = png_set_interlace_handling(png) > 1;
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unsupported pixel layout");
    return interlaced;
}

/* As in encode: everything touched after setjmp lives in `state` or is passed in. */
static int decode(decoder_state *state, uint8_t *rgba, uint32_t width, uint32_t height) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, state, on_read);
    read_header(png, info, width, height);
    state->rows = malloc(sizeof(png_bytep) * height);
    if (!state->rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) state->rows[y] = rgba + (size_t)y * width * 4;
    png_read_image(png, state->rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int dropshot_png_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                        char *error, size_t error_size) {
    decoder_state state = {{error, error_size}, data, size, 0, NULL};
    if (error_size > 0) error[0] = 0;
    int result = decode(&state, rgba, width, height);
    free(state.rows);
    if (result != 0 && error_size > 0 && error[0] == 0) strncpy(error, "PNG decoding failed", error_size - 1);
    return result;
}

/* ---- Decoding a few rows at a time. ---- */

struct dropshot_png_reader {
    decoder_state state;    /* first: libpng's error and io pointer */
    png_structp png;
    png_infop info;
    uint32_t width, height, next;
    uint8_t *whole;         /* an interlaced image, decoded at once (its rows come in passes) */
};

void dropshot_png_reader_free(dropshot_png_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader->state.rows);
    free(reader->whole);
    free(reader);
}

static void reader_error(dropshot_png_reader *reader, char *error, size_t error_size) {
    reader->state.sink.error = error;
    reader->state.sink.error_size = error_size;
    if (error_size > 0) error[0] = 0;
}

static void reader_failed(char *error, size_t error_size) {
    if (error_size > 0 && error[0] == 0) strncpy(error, "PNG decoding failed", error_size - 1);
}

/* After setjmp: the header, and an interlaced image's pixels. */
static void reader_start(dropshot_png_reader *reader) {
    png_set_read_fn(reader->png, &reader->state, on_read);
    if (!read_header(reader->png, reader->info, reader->width, reader->height)) return;
    size_t row_bytes = (size_t)reader->width * 4;
    reader->whole = malloc(row_bytes * reader->height);
    reader->state.rows = malloc(sizeof(png_bytep) * reader->height);
    if (!reader->whole || !reader->state.rows) png_error(reader->png, "out of memory");
    for (uint32_t y = 0; y < reader->height; y++) reader->state.rows[y] = reader->whole + y * row_bytes;
    png_read_image(reader->png, reader->state.rows);
}

dropshot_png_reader *dropshot_png_reader_open(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                              char *error, size_t error_size) {
    dropshot_png_reader *reader = calloc(1, sizeof(dropshot_png_reader));
    if (!reader) return NULL;
    reader_error(reader, error, error_size);
    reader->state.data = data;
    reader->state.size = size;
    reader->width = width;
    reader->height = height;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->state, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        dropshot_png_reader_free(reader);
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        reader_failed(error, error_size);
        dropshot_png_reader_free(reader);
        return NULL;
    }
    reader_start(reader);
    return reader;
}

/* After setjmp: `count` rows read into `rgba`. */
static void reader_rows(dropshot_png_reader *reader, uint8_t *rgba, uint32_t count) {
    size_t row_bytes = (size_t)reader->width * 4;
    for (uint32_t i = 0; i < count; i++) {
        uint8_t *row = rgba + i * row_bytes;
        if (reader->whole) memcpy(row, reader->whole + (size_t)(reader->next + i) * row_bytes, row_bytes);
        else png_read_row(reader->png, row, NULL);
    }
}

int dropshot_png_reader_rows(dropshot_png_reader *reader, uint8_t *rgba, uint32_t count, char *error, size_t error_size) {
    reader_error(reader, error, error_size);
    if (count > reader->height - reader->next) {
        if (error_size > 0) strncpy(error, "read past the image's last row", error_size - 1);
        return -1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        reader_failed(error, error_size);
        return -1;
    }
    reader_rows(reader, rgba, count);
    reader->next += count;
    return 0;
}

/* ---- Encoding in bands: UP-filtered rows deflated per band, the bands joined into one stream. ---- */

#include <libdeflate.h>
#include <zlib.h>

/* Rows filtered at a time: deflate reads them from a small buffer that stays in cache, so no
   filtered copy of the whole band is ever made. zlib's output does not depend on how its input
   is split between calls without a flush, so the bytes are those of one call over the band,
   however the caller hands the rows over. */
enum { chunk_rows = 32 };

struct dropshot_png_band {
    uint32_t width;
    int channels, last, failed, finished;
    size_t row_bytes;
    uint8_t *raw;        /* chunk_rows filtered rows, each with its filter byte */
    z_stream stream;
    uint8_t *out;        /* the deflated bytes */
    size_t out_capacity;
    uint32_t adler;      /* of the filtered rows so far */
    uint64_t raw_size;
};

/* One row UP-filtered into `to`: each byte minus the byte above it (the first row of the image
   has nothing above, `above` NULL), the alpha bytes dropped when `channels` is 3. One loop per
   case, with no test inside, so that the compiler vectorizes it (RGB differences: two pixels a
   word). */
static void filter_row(uint8_t *restrict to, const uint8_t *restrict current, const uint8_t *restrict above,
                       uint32_t width, int channels) {
    if (channels == 4) {
        size_t count = (size_t)width * 4;
        if (!above) { memcpy(to, current, count); return; }
        for (size_t i = 0; i < count; i++) to[i] = (uint8_t)(current[i] - above[i]);
        return;
    }
    if (!above) {
        for (uint32_t x = 0; x < width; x++) {
            to[3 * x] = current[4 * x]; to[3 * x + 1] = current[4 * x + 1]; to[3 * x + 2] = current[4 * x + 2];
        }
        return;
    }
    /* Two pixels a word: the bytes' differences without borrows between them (bit 7 of each byte
       set in the minuend and cleared in the subtrahend, then put right), the alpha bytes squeezed
       out, and eight bytes stored of which the next pair's store overwrites the last two (the
       byte order of a little-endian machine; others take the loop after it). */
    uint32_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 3 <= width; x += 2) {
        uint64_t a, b;
        memcpy(&a, current + 4 * x, 8);
        memcpy(&b, above + 4 * x, 8);
        uint64_t d = ((a | 0x8080808080808080ull) - (b & 0x7F7F7F7F7F7F7F7Full)) ^ ((a ^ ~b) & 0x8080808080808080ull);
        uint64_t rgb = (d & 0xFFFFFFull) | ((d >> 8) & 0xFFFFFF000000ull);
        memcpy(to + 3 * x, &rgb, 8);
    }
#endif
    for (; x < width; x++) {
        to[3 * x] = (uint8_t)(current[4 * x] - above[4 * x]);
        to[3 * x + 1] = (uint8_t)(current[4 * x + 1] - above[4 * x + 1]);
        to[3 * x + 2] = (uint8_t)(current[4 * x + 2] - above[4 * x + 2]);
    }
}

dropshot_png_band *dropshot_png_band_start(uint32_t width, uint32_t rows, int channels, int level, int last) {
    if ((channels != 3 && channels != 4) || width == 0 || level < 0 || level > 9) return NULL;
    dropshot_png_band *band = calloc(1, sizeof *band);
    if (!band) return NULL;
    band->width = width;
    band->channels = channels;
    band->last = last;
    band->row_bytes = 1 + (size_t)width * channels;
    band->adler = 1; /* Adler-32 of nothing */
    band->raw = malloc(band->row_bytes * chunk_rows);
    if (!band->raw || deflateInit2(&band->stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(band->raw); free(band);
        return NULL;
    }
    band->out_capacity = deflateBound(&band->stream, band->row_bytes * rows) + 64;
    band->out = malloc(band->out_capacity);
    if (!band->out) { deflateEnd(&band->stream); free(band->raw); free(band); return NULL; }
    band->stream.next_out = band->out;
    band->stream.avail_out = (uInt)band->out_capacity;
    return band;
}

/* Deflates what `raw` holds (`size` bytes), ending the band with `flush`. */
static void deflate_chunk(dropshot_png_band *band, size_t size, int flush) {
    band->adler = libdeflate_adler32(band->adler, band->raw, size);
    band->raw_size += size;
    band->stream.next_in = band->raw;
    band->stream.avail_in = (uInt)size;
    int status = deflate(&band->stream, flush);
    if (band->stream.avail_in != 0 || status == Z_STREAM_ERROR) band->failed = 1;
    if (flush == Z_FINISH && status != Z_STREAM_END) band->failed = 1;
}

int dropshot_png_band_add(dropshot_png_band *band, const uint8_t *const *rows, uint32_t count, const uint8_t *above) {
    if (band->failed || band->finished) return -1;
    for (uint32_t y0 = 0; y0 < count; y0 += chunk_rows) {
        uint32_t y1 = count - y0 < chunk_rows ? count : y0 + chunk_rows;
        for (uint32_t y = y0; y < y1; y++) {
            uint8_t *row = band->raw + (size_t)(y - y0) * band->row_bytes;
            row[0] = 2; /* UP */
            filter_row(row + 1, rows[y], y > 0 ? rows[y - 1] : above, band->width, band->channels);
        }
        deflate_chunk(band, band->row_bytes * (y1 - y0), Z_NO_FLUSH);
        if (band->failed) return -1;
    }
    return 0;
}

int dropshot_png_band_finish(dropshot_png_band *band) {
    if (band->failed || band->finished) return -1;
    band->finished = 1;
    /* Every band but the last ends on a byte boundary with the window reset, so bands deflated
       apart join into one stream. */
    deflate_chunk(band, 0, band->last ? Z_FINISH : Z_FULL_FLUSH);
    deflateEnd(&band->stream);
    free(band->raw);
    band->raw = NULL;
    return band->failed ? -1 : 0;
}

void dropshot_png_band_free(dropshot_png_band *band) {
    if (!band) return;
    if (!band->finished) deflateEnd(&band->stream);
    free(band->raw);
    free(band->out);
    free(band);
}

static void put32(uint8_t *to, uint32_t value) {
    to[0] = (uint8_t)(value >> 24); to[1] = (uint8_t)(value >> 16); to[2] = (uint8_t)(value >> 8); to[3] = (uint8_t)value;
}

int dropshot_png_assemble(uint32_t width, uint32_t height, int channels, dropshot_png_band *const *bands, int count,
                          uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    if (error_size > 0) error[0] = 0;
    int failed = count < 1;
    size_t compressed = 0;
    uLong adler = adler32(0L, Z_NULL, 0);
    for (int b = 0; b < count && !failed; b++) {
        failed |= !bands[b]->finished || bands[b]->failed || bands[b]->channels != channels || bands[b]->last != (b == count - 1);
        size_t size = bands[b]->out_capacity - bands[b]->stream.avail_out;
        compressed += size;
        adler = adler32_combine(adler, bands[b]->adler, (z_off_t)bands[b]->raw_size);
    }
    size_t idat = 2 + compressed + 4;
    size_t total = 8 + (12 + 13) + (12 + 1) + (12 + idat) + 12;
    uint8_t *png = failed || idat > 0x7FFFFFFFu ? NULL : malloc(total);
    if (!png) {
        if (error_size > 0) strncpy(error, failed ? "deflate failed" : "out of memory", error_size - 1);
        return -1;
    }
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    uint8_t *at = png;
    memcpy(at, signature, 8); at += 8;
    /* IHDR */
    put32(at, 13); memcpy(at + 4, "IHDR", 4);
    put32(at + 8, width); put32(at + 12, height);
    at[16] = 8; at[17] = channels == 4 ? 6 : 2; at[18] = 0; at[19] = 0; at[20] = 0;
    put32(at + 21, (uint32_t)crc32(0L, at + 4, 17)); at += 25;
    /* sRGB: the pixels are sRGB's values (perceptual intent). */
    put32(at, 1); memcpy(at + 4, "sRGB", 4); at[8] = 0;
    put32(at + 9, (uint32_t)crc32(0L, at + 4, 5)); at += 13;
    /* IDAT: the zlib header (deflate, 32K window, fastest), the bands, the Adler-32 of all rows. */
    put32(at, (uint32_t)idat); memcpy(at + 4, "IDAT", 4);
    uint8_t *data = at + 8;
    data[0] = 0x78; data[1] = 0x01;
    size_t offset = 2;
    for (int b = 0; b < count; b++) {
        size_t size = bands[b]->out_capacity - bands[b]->stream.avail_out;
        memcpy(data + offset, bands[b]->out, size);
        offset += size;
    }
    put32(data + offset, (uint32_t)adler);
    put32(data + idat, (uint32_t)crc32(0L, at + 4, (uInt)(4 + idat)));
    at += 12 + idat;
    /* IEND */
    put32(at, 0); memcpy(at + 4, "IEND", 4); put32(at + 8, (uint32_t)crc32(0L, at + 4, 4));
    *out = png;
    *out_size = total;
    return 0;
}

int dropshot_rgba_opaque(const uint8_t *rgba, size_t count) {
    for (size_t start = 0; start < count; start += 4096) {
        const size_t end = count - start < 4096 ? count : start + 4096;
        uint8_t all = 255;
        for (size_t k = start; k < end; k++) all &= rgba[4 * k + 3];
        if (all != 255) return 0;
    }
    return 1;
}

void dropshot_rgba_unpremultiply(uint8_t *rgba, size_t count) {
    for (size_t k = 0; k < count; k++) {
        uint8_t *p = rgba + 4 * k;
        const uint32_t a = p[3];
        if (a == 255) continue;
        if (a == 0) {
            p[0] = p[1] = p[2] = 0;
            continue;
        }
        for (int c = 0; c < 3; c++) {
            const uint32_t value = ((uint32_t)p[c] * 255 + a / 2) / a;
            p[c] = (uint8_t)(value > 255 ? 255 : value);
        }
    }
}

uint32_t dropshot_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    return (uint32_t)crc32((uLong)crc, data, (uInt)size);
}
