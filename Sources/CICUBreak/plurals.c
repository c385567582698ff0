#include "CICUBreak.h"
#include <unicode/upluralrules.h>
#include <unicode/utypes.h>

/* CLDR plural rules (ICU's uplrules) for cardinal numbers. Opening the rules reads ICU's data each time; the Swift
 * side (PluralCategory) caches the answer by (language, number). */
int32_t lc_plural_category(const char *locale, double number, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || !rules) return -1;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= capacity || length >= 32) return -1;
    for (int32_t i = 0; i < length; i++) out[i] = (char)keyword[i];  /* CLDR keywords are ASCII */
    out[length] = 0;
    return length;
}
