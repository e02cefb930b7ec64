#include "CICUBridge.h"
#include <unicode/ubrk.h>

// ICU names every entry point with its version (ubrk_open is a macro for ubrk_open_72); here,
// in C, the macros apply, so this builds against whichever ICU the system has.
int32_t plumb_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                          int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t b = ubrk_next(it); b != UBRK_DONE && count < capacity; b = ubrk_next(it)) {
        offsets[count++] = b;
    }
    ubrk_close(it);
    return count;
}
