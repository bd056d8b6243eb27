#ifndef DROPSHOT_JPEG_H
#define DROPSHOT_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Reads a JPEG's size from its header without decoding the image data.
/// Returns 0, or -1 with libjpeg's message in `error` (never longjmps into the caller, never aborts).
int dropshot_jpeg_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, char *error, size_t error_size);

/// Decodes a JPEG of `width` x `height` pixels (read with dropshot_jpeg_header, checked by the
/// caller against its budget) into `rgba`, `width * height * 4` bytes of straight, opaque RGBA8:
/// grayscale and YCbCr (baseline or progressive) as RGB, CMYK and YCCK (Adobe's inverted
/// CMYK as Photoshop writes it) converted to RGB without a profile. Any warning libjpeg gives
/// (a cut-off or damaged file) is an error: a half-gray picture is never drawn.
/// Returns 0, or -1 with libjpeg's message in `error`.
int dropshot_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                         char *error, size_t error_size);

/// Reads every byte of a JPEG's image data, decoding at an eighth of its size and keeping nothing,
/// so that a cut-off or damaged file is found when the scenario is read, drawn or not.
/// Returns 0, or -1 with libjpeg's message in `error`.
int dropshot_jpeg_verify(const uint8_t *data, size_t size, char *error, size_t error_size);

#endif
