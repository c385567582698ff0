#include "CICUBreak.h"
#include <pthread.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/* ubrk_open builds a rule-based iterator from ICU's data each time (tens of µs, more than shaping a short label),
 * so each thread keeps one iterator per kind for the default locale and re-targets it with ubrk_setText.
 * Iterators are not thread-safe; thread-specific storage keeps them per thread and closes them at thread exit. */
static pthread_key_t cached_key[2];
static pthread_once_t cached_once = PTHREAD_ONCE_INIT;

static void close_iterator(void *it) { ubrk_close((UBreakIterator *)it); }

static void make_keys(void) {
    pthread_key_create(&cached_key[0], close_iterator);
    pthread_key_create(&cached_key[1], close_iterator);
}

static UBreakIterator *iterator(int32_t kind, const char *locale, const UChar *text, int32_t length, int *owned,
                                UErrorCode *status) {
    UBreakIteratorType type = kind == LC_BREAK_GRAPHEME ? UBRK_CHARACTER : UBRK_LINE;
    if (locale && strcmp(locale, "en") != 0) {
        *owned = 1;
        return ubrk_open(type, locale, text, length, status);
    }
    *owned = 0;
    pthread_once(&cached_once, make_keys);
    int index = kind == LC_BREAK_GRAPHEME ? 1 : 0;
    UBreakIterator *it = pthread_getspecific(cached_key[index]);
    if (it == NULL) {
        it = ubrk_open(type, "en", text, length, status);
        if (U_FAILURE(*status) || it == NULL) return NULL;
        pthread_setspecific(cached_key[index], it);
        return it;
    }
    ubrk_setText(it, text, length, status);
    return it;
}

int32_t lc_breaks(int32_t kind, const uint16_t *text, int32_t length, const char *locale,
                  int32_t *out, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int owned = 0;
    UBreakIterator *it = iterator(kind, locale, (const UChar *)text, length, &owned, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t pos = ubrk_next(it); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) {
            out[count] = pos;
            if (hard) {
                int32_t status_tag = ubrk_getRuleStatus(it);
                hard[count] = (kind == LC_BREAK_LINE && status_tag >= UBRK_LINE_HARD && status_tag < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    if (owned) ubrk_close(it);
    return count;
}
