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

#endif
