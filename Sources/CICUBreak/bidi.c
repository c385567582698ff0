#include "CICUBreak.h"
#include <unicode/ubidi.h>

/* One paragraph through ICU's UBA (UAX #9): `direction` 0 = from the first strong character (rules P2–P3, left to
 * right when there is none), 1 = left to right, 2 = right to left. Writes one embedding level per UTF-16 unit. */
int32_t lc_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel base = direction == 1 ? UBIDI_LTR : direction == 2 ? UBIDI_RTL : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, base, NULL, &status);
    int32_t result = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *all = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status) && all != NULL) {
            for (int32_t i = 0; i < length; i++) levels[i] = all[i];
            result = ubidi_getParaLevel(bidi);
        }
    }
    ubidi_close(bidi);
    return result;
}
