// ICU's C headers. Swift code does not import this module directly: Foundation's own ICU
// (module _FoundationICU) declares the same C types, and the two clash in one Swift module. The
// C target CICUBridge includes these headers in C and exposes plain-typed functions instead.
#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/upluralrules.h>
