// GitHub's CommonMark parser (Debian's libcmark-gfm-dev), with its core extensions for
// strikethrough: the parser Foundation's AttributedString(markdown:) is built on.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
