// Plumb's calls into ICU with plain C types only (see ../CICU/shim.h for why): UTF-16 text
// as uint16_t, offsets as int32_t.
#ifndef PLUMB_CICUBRIDGE_H
#define PLUMB_CICUBRIDGE_H
#include <stdint.h>

/// UAX #14 line-break opportunities of `text` (UTF-16, `length` units) for `locale` ("" for
/// the root rules): writes the UTF-16 offset of every boundary after the start, in order (the
/// last is `length`), at most `capacity` of them. Returns how many, or -1 if ICU failed.
int32_t plumb_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                          int32_t *offsets, int32_t capacity);

/// The Unicode bidi algorithm (UAX #9) over one paragraph of `text` (UTF-16, `length` units):
/// writes the embedding level of every UTF-16 unit into `levels` (`length` bytes; odd is
/// right to left) and the paragraph's level into `paragraph_level`. `base` is 0 (left to
/// right) or 1 (right to left) to impose the paragraph direction, or 0xFE / 0xFF to take it
/// from the first strong character (rules P2–P3), left to right / right to left when there is
/// none. Returns 0, or -1 if ICU failed.
int32_t plumb_bidi_levels(const uint16_t *text, int32_t length, uint8_t base,
                          uint8_t *levels, uint8_t *paragraph_level);

/// The visual order of `count` runs with embedding levels `levels` (rule L2): writes into
/// `visual_to_logical` the logical index of the run shown at each visual position, left to
/// right.
void plumb_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

/// The CLDR plural category of `value` for `locale` (`"en"`, `"pl_PL"`; "" for the root
/// rules) by ICU's cardinal rules (`uplrules_select`): writes its name (`zero`, `one`, `two`,
/// `few`, `many`, `other`) into `category`, NUL-terminated, at most `capacity` bytes. Returns
/// the name's length, or -1 if ICU failed.
int32_t plumb_plural_category(const char *locale, double value, char *category, int32_t capacity);

#endif
