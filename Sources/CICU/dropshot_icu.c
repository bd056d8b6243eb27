#include "dropshot_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
// On Linux, ICU is the copy the Swift toolchain carries for Foundation (`_FoundationICU`, ICU 76,
// Unicode 16.0): linked anyway by every binary that uses Foundation, so the binaries carry one ICU,
// the same in a source build and in the static release. Its headers sit beside the Swift modules,
// where a C target can be pointed only by unsafe flags, which SwiftPM refuses in a dependency; so
// the few functions used are declared here, from ICU's stable C API (ubrk.h, uchar.h, utypes.h),
// under the `swift_` prefix that library gives its symbols. UnicodeConformanceTests compares the
// constants with the headers' and exercises every function.
typedef uint16_t UChar;
typedef int UErrorCode;
typedef uint8_t UVersionInfo[4];
typedef struct UBreakIterator UBreakIterator;
enum { U_ZERO_ERROR = 0, UBRK_CHARACTER = 0, UBRK_LINE = 2, UBRK_DONE = -1, UBRK_LINE_HARD = 100, UBRK_LINE_HARD_LIMIT = 200 };
#define U_FAILURE(status) ((status) > U_ZERO_ERROR)
UBreakIterator *swift_ubrk_open(int type, const char *locale, const UChar *text, int32_t length, UErrorCode *status);
void swift_ubrk_setText(UBreakIterator *iterator, const UChar *text, int32_t length, UErrorCode *status);
int32_t swift_ubrk_next(UBreakIterator *iterator);
int32_t swift_ubrk_getRuleStatus(UBreakIterator *iterator);
void swift_ubrk_close(UBreakIterator *iterator);
void swift_u_getUnicodeVersion(UVersionInfo version);
typedef struct UPluralRules UPluralRules;
UPluralRules *swift_uplrules_open(const char *locale, UErrorCode *status);
int32_t swift_uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int32_t capacity, UErrorCode *status);
void swift_uplrules_close(UPluralRules *rules);
#define ubrk_open swift_ubrk_open
#define ubrk_setText swift_ubrk_setText
#define ubrk_next swift_ubrk_next
#define ubrk_getRuleStatus swift_ubrk_getRuleStatus
#define ubrk_close swift_ubrk_close
#define u_getUnicodeVersion swift_u_getUnicodeVersion
#define uplrules_open swift_uplrules_open
#define uplrules_select swift_uplrules_select
#define uplrules_close swift_uplrules_close
#else
// Elsewhere (macOS), the system's ICU found by pkg-config (Homebrew's icu4c): its headers map
// each name to the version-suffixed symbol.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/upluralrules.h>
#endif

// One break iterator of each kind per thread (opening one loads rules; setting its text is cheap),
// closed when the thread ends.
enum { LINE_STRICT, LINE_DEFAULT, GRAPHEME, KINDS };
static pthread_key_t iterator_key;
static pthread_once_t iterator_once = PTHREAD_ONCE_INIT;

static void close_iterators(void *value) {
    UBreakIterator **iterators = value;
    for (int kind = 0; kind < KINDS; kind++) {
        if (iterators[kind]) ubrk_close(iterators[kind]);
    }
    free(iterators);
}

static void make_key(void) { pthread_key_create(&iterator_key, close_iterators); }

static UBreakIterator *iterator(int kind) {
    pthread_once(&iterator_once, make_key);
    UBreakIterator **iterators = pthread_getspecific(iterator_key);
    if (!iterators) {
        iterators = calloc(KINDS, sizeof *iterators);
        if (!iterators) return NULL;
        pthread_setspecific(iterator_key, iterators);
    }
    if (!iterators[kind]) {
        UErrorCode status = U_ZERO_ERROR;
        switch (kind) {
        case LINE_STRICT: iterators[kind] = ubrk_open(UBRK_LINE, "ja@lb=strict", NULL, 0, &status); break;
        case LINE_DEFAULT: iterators[kind] = ubrk_open(UBRK_LINE, "", NULL, 0, &status); break;
        default: iterators[kind] = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status); break;
        }
        if (U_FAILURE(status)) iterators[kind] = NULL;
    }
    return iterators[kind];
}

// Runs `kind`'s iterator over `scalars` and calls back with each boundary's scalar index (the
// scalar the boundary follows) and rule status.
static int each_boundary(int kind, const uint32_t *scalars, int32_t count, uint8_t *breaks,
                         uint8_t (*classify)(int32_t status)) {
    memset(breaks, 0, (size_t)count);
    if (count == 0) return 0;
    UBreakIterator *it = iterator(kind);
    if (!it || count > INT32_MAX / 2) return -1;
    UChar *text = malloc((size_t)count * 2 * sizeof(UChar));
    int32_t *scalar_at = malloc(((size_t)count * 2 + 1) * sizeof(int32_t));
    if (!text || !scalar_at) { free(text); free(scalar_at); return -1; }
    int32_t length = 0;
    for (int32_t i = 0; i < count; i++) {
        uint32_t c = scalars[i];
        if (c >= 0x10000 && c <= 0x10FFFF) {
            scalar_at[length] = i; text[length++] = (UChar)(0xD7C0 + (c >> 10));
            scalar_at[length] = i; text[length++] = (UChar)(0xDC00 | (c & 0x3FF));
        } else {
            scalar_at[length] = i; text[length++] = (UChar)(c <= 0xFFFF ? c : 0xFFFD);
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(it, text, length, &status);
    int result = 0;
    if (U_FAILURE(status)) {
        result = -1;
    } else {
        for (int32_t boundary = ubrk_next(it); boundary != UBRK_DONE; boundary = ubrk_next(it)) {
            if (boundary > 0) breaks[scalar_at[boundary - 1]] = classify(ubrk_getRuleStatus(it));
        }
    }
    // The iterator keeps a pointer to the text: leave it on an empty one before freeing.
    UErrorCode ignored = U_ZERO_ERROR;
    static const UChar none[1] = {0};
    ubrk_setText(it, none, 0, &ignored);
    free(text);
    free(scalar_at);
    return result;
}

static uint8_t line_kind(int32_t status) {
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT ? DROPSHOT_BREAK_MANDATORY : DROPSHOT_BREAK_ALLOWED;
}

static uint8_t cluster_end(int32_t status) { (void)status; return 1; }

int dropshot_line_breaks(const uint32_t *scalars, int32_t count, int strict, uint8_t *breaks) {
    return each_boundary(strict ? LINE_STRICT : LINE_DEFAULT, scalars, count, breaks, line_kind);
}

int dropshot_grapheme_breaks(const uint32_t *scalars, int32_t count, uint8_t *breaks) {
    return each_boundary(GRAPHEME, scalars, count, breaks, cluster_end);
}

void dropshot_icu_unicode_version(int32_t *major, int32_t *minor) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    *major = version[0];
    *minor = version[1];
}

// The plural rules of the locale last asked for, one per thread (opening them loads the locale's
// data: a lookup per item opened them per item), closed when the thread ends.
typedef struct {
    char locale[64];
    UPluralRules *rules;
} PluralCache;
static pthread_key_t plural_key;
static pthread_once_t plural_once = PTHREAD_ONCE_INIT;

static void close_plural_cache(void *value) {
    PluralCache *cache = value;
    if (cache->rules) uplrules_close(cache->rules);
    free(cache);
}

static void make_plural_key(void) { pthread_key_create(&plural_key, close_plural_cache); }

// `locale`'s rules, kept for the thread's next call; NULL when ICU cannot open them or the tag
// does not fit the cache (then the caller opens its own).
static UPluralRules *cached_plural_rules(const char *locale) {
    pthread_once(&plural_once, make_plural_key);
    if (strlen(locale) >= sizeof ((PluralCache *)0)->locale) return NULL;
    PluralCache *cache = pthread_getspecific(plural_key);
    if (!cache) {
        cache = calloc(1, sizeof *cache);
        if (!cache) return NULL;
        pthread_setspecific(plural_key, cache);
    }
    if (cache->rules && strcmp(cache->locale, locale) == 0) return cache->rules;
    if (cache->rules) uplrules_close(cache->rules);
    cache->rules = NULL;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || !rules) return NULL;
    strcpy(cache->locale, locale);
    cache->rules = rules;
    return rules;
}

int dropshot_plural_category(const char *locale, double number, char *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = cached_plural_rules(locale), *own = NULL;
    if (!rules) {
        own = rules = uplrules_open(locale, &status);
        if (U_FAILURE(status) || !rules) return -1;
    }
    UChar word[16];
    int32_t length = uplrules_select(rules, number, word, 16, &status);
    if (own) uplrules_close(own);
    if (U_FAILURE(status) || length <= 0 || length >= 16 || length >= capacity) return -1;
    // Keywords are ASCII.
    for (int32_t i = 0; i < length; i++) keyword[i] = (char)word[i];
    keyword[length] = 0;
    return 0;
}
