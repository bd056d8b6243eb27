#ifndef DROPSHOT_COLOR_H
#define DROPSHOT_COLOR_H

#include <stddef.h>
#include <stdint.h>

/// Converts `count` straight RGBA8 pixels in place from the RGB colour space the ICC profile
/// `icc` describes to sRGB, relative colorimetric (as ImageIO draws tagged images); alpha is
/// untouched. Returns 0; 1 when the profile is not an RGB one (the pixels are left as stored);
/// or -1 with Little CMS's reason in `error` (a profile it cannot read).
int dropshot_color_icc_to_srgb(uint8_t *rgba, size_t count, const uint8_t *icc, size_t icc_size, char *error, size_t error_size);

/// The same for a PNG's gAMA and cHRM: `gamma` is the file gamma (0.45455 for a 2.2 display;
/// 0 or less: sRGB's curve), `chrm` the white point and red, green, blue primaries as eight x, y
/// numbers (NULL: sRGB's).
int dropshot_color_gamma_to_srgb(uint8_t *rgba, size_t count, double gamma, const double *chrm, char *error, size_t error_size);

/// Inflates the zlib stream `in` (an iCCP chunk's profile) into `out`, at most *out_size bytes;
/// sets *out_size to the bytes written. Returns 0, or -1 (damaged, or larger than `out`).
int dropshot_color_inflate(const uint8_t *in, size_t in_size, uint8_t *out, size_t *out_size);

/// The colour spaces of an asset catalog's colour sets (`color-space`), as Xcode writes them.
enum {
    DROPSHOT_SPACE_DISPLAY_P3 = 1,          // P3's primaries, D65, sRGB's curve
    DROPSHOT_SPACE_LINEAR_SRGB = 2,         // sRGB's primaries, linear
    DROPSHOT_SPACE_GRAY_GAMMA_22 = 3,       // gray, D65, a 2.2 power curve
};

/// Converts one colour of `space` to sRGB, relative colorimetric: `in` holds red, green, blue (a
/// gray space: white alone), `out` gets red, green, blue, not clipped. Returns 0, or -1 with Little
/// CMS's reason in `error`.
int dropshot_color_to_srgb(int space, const double *in, double *out, char *error, size_t error_size);

#endif
