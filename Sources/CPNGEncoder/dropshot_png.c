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
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unsupported pixel layout");
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

/* ---- Encoding in bands: UP-filtered rows deflated per band on several threads, one stream. ---- */

#include <pthread.h>
#include <zlib.h>

typedef struct {
    const uint8_t *const *rows;
    uint32_t width, row0, row1;
    int channels, level, last;
    uint8_t *out;
    size_t out_size;
    uLong adler;
    uLong raw_size;
    int failed;
} band_job;

/* Rows filtered at a time: deflate reads them from a small buffer that stays in cache, so no
   filtered copy of the whole band is ever made. zlib's output does not depend on how its input
   is split between calls without a flush, so the bytes are those of one call over the band. */
enum { chunk_rows = 32 };

/* One row UP-filtered into `to`: each byte minus the byte above it (the first row of the image
   has nothing above, `above` NULL), the alpha bytes dropped when `channels` is 3. One loop per
   case, with no test inside, so that the compiler vectorizes it. */
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
    for (uint32_t x = 0; x < width; x++) {
        to[3 * x] = (uint8_t)(current[4 * x] - above[4 * x]);
        to[3 * x + 1] = (uint8_t)(current[4 * x + 1] - above[4 * x + 1]);
        to[3 * x + 2] = (uint8_t)(current[4 * x + 2] - above[4 * x + 2]);
    }
}

/* Filters rows row0..<row1 with UP, then deflates them raw (no zlib header) at `level`. */
static void *deflate_band(void *argument) {
    band_job *job = (band_job *)argument;
    size_t row_bytes = 1 + (size_t)job->width * job->channels;
    job->raw_size = row_bytes * (job->row1 - job->row0);
    job->adler = adler32(0L, Z_NULL, 0);
    uint8_t *raw = malloc(row_bytes * chunk_rows);
    if (!raw) { job->failed = 1; return NULL; }
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, job->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) { free(raw); job->failed = 1; return NULL; }
    uLong bound = deflateBound(&stream, job->raw_size) + 64;
    job->out = malloc(bound);
    if (!job->out) { deflateEnd(&stream); free(raw); job->failed = 1; return NULL; }
    stream.next_out = job->out;
    stream.avail_out = (uInt)bound;
    int status = Z_OK;
    /* Every band has a row: there are never more bands than rows. */
    for (uint32_t y0 = job->row0; y0 < job->row1; y0 += chunk_rows) {
        uint32_t y1 = job->row1 - y0 < chunk_rows ? job->row1 : y0 + chunk_rows;
        for (uint32_t y = y0; y < y1; y++) {
            uint8_t *row = raw + (size_t)(y - y0) * row_bytes;
            row[0] = 2; /* UP */
            filter_row(row + 1, job->rows[y], y > 0 ? job->rows[y - 1] : NULL, job->width, job->channels);
        }
        size_t size = row_bytes * (y1 - y0);
        job->adler = adler32(job->adler, raw, (uInt)size);
        stream.next_in = raw;
        stream.avail_in = (uInt)size;
        int flush = y1 < job->row1 ? Z_NO_FLUSH : job->last ? Z_FINISH : Z_FULL_FLUSH;
        status = deflate(&stream, flush);
        if (stream.avail_in != 0 || status == Z_STREAM_ERROR) break;
    }
    if ((job->last && status != Z_STREAM_END) || (!job->last && status != Z_OK) || stream.avail_in != 0) job->failed = 1;
    job->out_size = bound - stream.avail_out;
    deflateEnd(&stream);
    free(raw);
    return NULL;
}

static void put32(uint8_t *to, uint32_t value) {
    to[0] = (uint8_t)(value >> 24); to[1] = (uint8_t)(value >> 16); to[2] = (uint8_t)(value >> 8); to[3] = (uint8_t)value;
}

int dropshot_png_encode_bands(const uint8_t *const *rows, uint32_t width, uint32_t height, int channels, int level,
                              int bands, int threads, uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    if (error_size > 0) error[0] = 0;
    if ((channels != 3 && channels != 4) || width == 0 || height == 0 || bands < 1 || level < 0 || level > 9) {
        if (error_size > 0) strncpy(error, "invalid encoding parameters", error_size - 1);
        return -1;
    }
    if ((uint32_t)bands > height) bands = (int)height;
    if (threads < 1) threads = 1;
    band_job *jobs = calloc((size_t)bands, sizeof(band_job));
    pthread_t *workers = calloc((size_t)bands, sizeof(pthread_t));
    int *started = calloc((size_t)bands, sizeof(int));
    if (!jobs || !workers || !started) { free(jobs); free(workers); free(started); return -1; }
    for (int b = 0; b < bands; b++) {
        jobs[b] = (band_job){rows, width, (uint32_t)((uint64_t)height * b / bands), (uint32_t)((uint64_t)height * (b + 1) / bands),
                             channels, level, b == bands - 1, NULL, 0, 0, 0, 0};
    }
    /* Bands are handed out in order to `threads` workers; the calling thread takes its share too. */
    for (int first = 0; first < bands; first += threads) {
        int last = first + threads < bands ? first + threads : bands;
        for (int b = first + 1; b < last; b++) started[b] = pthread_create(&workers[b], NULL, deflate_band, &jobs[b]) == 0;
        deflate_band(&jobs[first]);
        for (int b = first + 1; b < last; b++) {
            if (started[b]) pthread_join(workers[b], NULL); else deflate_band(&jobs[b]);
        }
    }
    int failed = 0;
    size_t compressed = 0;
    uLong adler = adler32(0L, Z_NULL, 0);
    for (int b = 0; b < bands; b++) {
        failed |= jobs[b].failed;
        compressed += jobs[b].out_size;
        adler = adler32_combine(adler, jobs[b].adler, (z_off_t)jobs[b].raw_size);
    }
    size_t idat = 2 + compressed + 4;
    size_t total = 8 + (12 + 13) + (12 + 1) + (12 + idat) + 12;
    uint8_t *png = failed || idat > 0x7FFFFFFFu ? NULL : malloc(total);
    if (png) {
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
        for (int b = 0; b < bands; b++) { memcpy(data + offset, jobs[b].out, jobs[b].out_size); offset += jobs[b].out_size; }
        put32(data + offset, (uint32_t)adler);
        put32(data + idat, (uint32_t)crc32(0L, at + 4, (uInt)(4 + idat)));
        at += 12 + idat;
        /* IEND */
        put32(at, 0); memcpy(at + 4, "IEND", 4); put32(at + 8, (uint32_t)crc32(0L, at + 4, 4));
    }
    for (int b = 0; b < bands; b++) free(jobs[b].out);
    free(jobs); free(workers); free(started);
    if (!png) {
        if (error_size > 0) strncpy(error, failed ? "deflate failed" : "out of memory", error_size - 1);
        return -1;
    }
    *out = png;
    *out_size = total;
    return 0;
}

uint32_t dropshot_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    return (uint32_t)crc32((uLong)crc, data, (uInt)size);
}
