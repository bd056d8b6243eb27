#ifndef DROPSHOT_ICU_H
#define DROPSHOT_ICU_H

#include <stdint.h>

// Text segmentation by ICU (UAX #14 line breaks, UAX #29 grapheme clusters). ICU's C functions
// carry its version in their names (ubrk_open_72), which Swift cannot reach through the renaming
// macros: these wrappers give them stable names. Every function takes Unicode scalar values
// (never surrogates) and writes one entry per scalar; each returns 0, or -1 when ICU failed.

enum {
    DROPSHOT_BREAK_NONE = 0,
    DROPSHOT_BREAK_ALLOWED = 1,
    DROPSHOT_BREAK_MANDATORY = 2,
};

// For each scalar, whether a line may (DROPSHOT_BREAK_ALLOWED) or must (DROPSHOT_BREAK_MANDATORY)
// break after it, by ICU's line rules with `lb=strict` (JIS X 4051's line-start rules for small
// kana and the prolonged sound mark) and its dictionaries for Thai, Lao, Khmer and Burmese.
// `strict` 0 gives the untailored rules of UAX #14, as its conformance file tests them.
int dropshot_line_breaks(const uint32_t *scalars, int32_t count, int strict, uint8_t *breaks);

// For each scalar, 1 when a grapheme cluster (UAX #29, extended) ends after it, else 0.
int dropshot_grapheme_breaks(const uint32_t *scalars, int32_t count, uint8_t *breaks);

// The Unicode version of ICU's data (16.0 for ICU 76, the Swift toolchain's on Linux).
void dropshot_icu_unicode_version(int32_t *major, int32_t *minor);

// The CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) `number` takes in
// `locale` (`ar`, `ru`, `en`), by ICU's plural rules, as a NUL-terminated keyword in `keyword`.
// Returns 0, or -1 when ICU failed.
int dropshot_plural_category(const char *locale, double number, char *keyword, int32_t capacity);

#endif
