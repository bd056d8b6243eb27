#include "dropshot_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// The most scans a JPEG may have. A progressive file refines each band of coefficients in scans
// of its own; a hostile one of 186 KB with 2,647 scans took 11-14 s to read. libjpeg-turbo's
// advice for untrusted input is a limit near 500 scans, checked by a progress monitor; real
// progressive photos have about 10.
#define DROPSHOT_JPEG_MAX_SCANS 500

// libjpeg reports errors by calling error_exit, which must not return: it jumps back here.
typedef struct {
    struct jpeg_error_mgr base;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    char *message;
    size_t message_size;
} dropshot_jpeg_error;

static void dropshot_jpeg_fail(j_common_ptr info) {
    dropshot_jpeg_error *error = (dropshot_jpeg_error *)info->err;
    if (error->message && error->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, text);
        snprintf(error->message, error->message_size, "%s", text);
    }
    longjmp(error->jump, 1);
}

// Warnings (level -1: damaged or cut-off data) are errors; trace messages are ignored.
static void dropshot_jpeg_message(j_common_ptr info, int level) {
    if (level < 0) dropshot_jpeg_fail(info);
}

// Called as the data is read: refuses a file past DROPSHOT_JPEG_MAX_SCANS scans.
static void dropshot_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number <= DROPSHOT_JPEG_MAX_SCANS) return;
    dropshot_jpeg_error *error = (dropshot_jpeg_error *)info->err;
    if (error->message && error->message_size > 0) {
        snprintf(error->message, error->message_size, "over %d scans; DropShot reads at most %d (re-save it as a baseline or ordinary progressive JPEG)",
                 DROPSHOT_JPEG_MAX_SCANS, DROPSHOT_JPEG_MAX_SCANS);
    }
    longjmp(error->jump, 1);
}

static void dropshot_jpeg_setup(struct jpeg_decompress_struct *info, dropshot_jpeg_error *error, char *message, size_t message_size) {
    info->err = jpeg_std_error(&error->base);
    error->base.error_exit = dropshot_jpeg_fail;
    error->base.emit_message = dropshot_jpeg_message;
    error->message = message;
    error->message_size = message_size;
    error->progress.progress_monitor = dropshot_jpeg_progress;
}

// Starts decompressing `data` and reads its header. Call after setjmp: libjpeg's errors jump back there.
static void dropshot_jpeg_open(struct jpeg_decompress_struct *info, const uint8_t *data, size_t size) {
    jpeg_create_decompress(info);
    info->progress = &((dropshot_jpeg_error *)info->err)->progress;
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
}

int dropshot_jpeg_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    dropshot_jpeg_error failure;
    dropshot_jpeg_setup(&info, &failure, error, error_size);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    dropshot_jpeg_open(&info, data, size);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int dropshot_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                         char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    dropshot_jpeg_error failure;
    JSAMPLE *row = NULL;
    dropshot_jpeg_setup(&info, &failure, error, error_size);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(row);
        return -1;
    }
    dropshot_jpeg_open(&info, data, size);
    if (info.image_width != width || info.image_height != height) {
        snprintf(error, error_size, "the header changed between reads");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (cmyk) {
        row = malloc((size_t)width * 4);
        if (!row) {
            snprintf(error, error_size, "out of memory");
            jpeg_destroy_decompress(&info);
            return -1;
        }
    }
    // Photoshop's Adobe marker stores CMYK inverted (0 is full ink).
    int inverted = info.saw_Adobe_marker;
    while (info.output_scanline < info.output_height) {
        uint8_t *out = rgba + (size_t)info.output_scanline * width * 4;
        if (!cmyk) {
            JSAMPROW rows[1] = { out };
            jpeg_read_scanlines(&info, rows, 1);
            continue;
        }
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        for (uint32_t x = 0; x < width; x++) {
            unsigned c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            // Now 255 is no ink: each channel is (1 - C)(1 - K).
            out[x * 4] = (uint8_t)((c * k + 127) / 255);
            out[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
            out[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
            out[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

int dropshot_jpeg_verify(const uint8_t *data, size_t size, char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    dropshot_jpeg_error failure;
    JSAMPARRAY rows = NULL;
    dropshot_jpeg_setup(&info, &failure, error, error_size);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    dropshot_jpeg_open(&info, data, size);
    // An eighth of the size: the entropy-coded data is read whole, the inverse DCT is cheap.
    info.scale_num = 1;
    info.scale_denom = 8;
    info.out_color_space = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK ? JCS_CMYK : JCS_GRAYSCALE;
    jpeg_start_decompress(&info);
    rows = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, info.output_width * info.output_components, 1);
    while (info.output_scanline < info.output_height) jpeg_read_scanlines(&info, rows, 1);
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
