// Plain-C face of ICU's break iterators (UAX #14 line breaks, UAX #29 grapheme clusters), bidi levels (UAX #9)
// and CLDR plural rules.
// Only C types cross this header, so Swift can import it beside Foundation's own ICU.
#ifndef CICUBREAK_H
#define CICUBREAK_H
#include <stdint.h>

/// Kinds of boundary an iterator can report.
enum { LC_BREAK_LINE = 0, LC_BREAK_GRAPHEME = 1 };

/// Writes the UTF-16 offsets of every boundary of `kind` in `text` (excluding 0, including `length`)
/// to `out`, in order. For LC_BREAK_LINE, `hard` (may be NULL) receives 1 where the break is mandatory
/// (after a newline), else 0. Returns the number of boundaries, or -1 when ICU fails (e.g. unknown data).
/// When the result exceeds `capacity`, only the first `capacity` are written; call again with more room.
int32_t lc_breaks(int32_t kind, const uint16_t *text, int32_t length, const char *locale,
                  int32_t *out, uint8_t *hard, int32_t capacity);

/// ICU's bidi algorithm (UAX #9) over one paragraph: writes the embedding level of every UTF-16 unit to `levels`
/// (odd = right to left). `direction`: 0 = from the first strong character (left to right when none), 1 = left to
/// right, 2 = right to left. Returns the paragraph level (0 or 1), or -1 when ICU fails.
int32_t lc_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels);

/// The CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of a cardinal `number` in the language
/// `locale` (ICU's uplrules), written NUL-terminated to `out`. Returns its length, or -1 when ICU fails.
int32_t lc_plural_category(const char *locale, double number, char *out, int32_t capacity);

#endif
