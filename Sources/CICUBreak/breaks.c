#include "CICUBreak.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int32_t lc_breaks(int32_t kind, const uint16_t *text, int32_t length, const char *locale,
                  int32_t *out, uint8_t *hard, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == LC_BREAK_GRAPHEME ? UBRK_CHARACTER : UBRK_LINE;
    UBreakIterator *it = ubrk_open(type, locale ? locale : "en", (const UChar *)text, length, &status);
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
    ubrk_close(it);
    return count;
}
