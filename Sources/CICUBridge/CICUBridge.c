#include "CICUBridge.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

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

int32_t plumb_bidi_levels(const uint16_t *text, int32_t length, uint8_t base,
                          uint8_t *levels, uint8_t *paragraph_level) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)base, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    const UBiDiLevel *computed = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || (computed == NULL && length > 0)) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < length; i++) levels[i] = computed[i];
    *paragraph_level = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return 0;
}

void plumb_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
}

int32_t plumb_plural_category(const char *locale, double value, char *category, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, value, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= 32 || length >= capacity) return -1;
    u_UCharsToChars(keyword, category, length);
    category[length] = 0;
    return length;
}
