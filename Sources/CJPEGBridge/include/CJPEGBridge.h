#ifndef CJPEGBRIDGE_H
#define CJPEGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/// Reads the size of the JPEG image in `data`. Returns 0 and sets `width`/`height`; on a
/// malformed header returns nonzero with a one-line reason in `error`.
int plumb_jpeg_size(const uint8_t *data, size_t length, int *width, int *height, char *error, size_t error_length);

/// Decodes the JPEG image in `data` into `rgba` (width × height × 4 bytes, opaque RGBA, rows
/// top to bottom). Greyscale and YCbCr images are converted to RGB by libjpeg-turbo; CMYK is
/// refused. Corrupt data (libjpeg's warnings included) is an error, never a partial image.
/// Returns 0 on success; nonzero with a one-line reason in `error`.
int plumb_jpeg_decode(const uint8_t *data, size_t length, uint8_t *rgba, int width, int height, char *error, size_t error_length);

#endif
