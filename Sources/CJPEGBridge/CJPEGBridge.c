// libjpeg reports errors through error_exit, which must not return: the usual pattern is a
// longjmp back to the caller, which Swift cannot do, so the whole decode runs here in C.
#include "CJPEGBridge.h"

#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <string.h>

struct plumb_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t message_length;
};

static void plumb_error_exit(j_common_ptr info) {
    struct plumb_error *e = (struct plumb_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(e->message, e->message_length, "%s", text);
    longjmp(e->jump, 1);
}

// A warning (corrupt data libjpeg would paper over) stops the decode like an error.
static void plumb_emit_message(j_common_ptr info, int level) {
    if (level < 0) plumb_error_exit(info);
}

static void plumb_output_message(j_common_ptr info) { (void)info; }

static int plumb_open(struct jpeg_decompress_struct *d, struct plumb_error *e, const uint8_t *data, size_t length) {
    d->err = jpeg_std_error(&e->base);
    e->base.error_exit = plumb_error_exit;
    e->base.emit_message = plumb_emit_message;
    e->base.output_message = plumb_output_message;
    jpeg_create_decompress(d);
    jpeg_mem_src(d, data, (unsigned long)length);
    return jpeg_read_header(d, TRUE) == JPEG_HEADER_OK ? 0 : 1;
}

// Reads the header and, when `rgba` is given, decodes into it an image of exactly
// `*width` × `*height` pixels; otherwise reports the size through them.
static int plumb_jpeg(const uint8_t *data, size_t length, uint8_t *rgba, int *width, int *height, char *error, size_t error_length) {
    struct jpeg_decompress_struct d;
    struct plumb_error e;
    e.message = error;
    e.message_length = error_length;
    if (setjmp(e.jump)) {
        jpeg_destroy_decompress(&d);
        return 1;
    }
    if (plumb_open(&d, &e, data, length) != 0) {
        snprintf(error, error_length, "no JPEG image");
        jpeg_destroy_decompress(&d);
        return 1;
    }
    if (rgba == NULL) {
        *width = (int)d.image_width;
        *height = (int)d.image_height;
        jpeg_destroy_decompress(&d);
        return 0;
    }
    if (d.jpeg_color_space == JCS_CMYK || d.jpeg_color_space == JCS_YCCK) {
        snprintf(error, error_length, "CMYK JPEG images are not drawn");
        jpeg_destroy_decompress(&d);
        return 1;
    }
    if ((int)d.image_width != *width || (int)d.image_height != *height) {
        snprintf(error, error_length, "the image is not the size its header gave");
        jpeg_destroy_decompress(&d);
        return 1;
    }
    d.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&d);
    while (d.output_scanline < d.output_height) {
        JSAMPROW row = rgba + (size_t)d.output_scanline * (size_t)*width * 4;
        jpeg_read_scanlines(&d, &row, 1);
    }
    jpeg_finish_decompress(&d);
    jpeg_destroy_decompress(&d);
    return 0;
}

int plumb_jpeg_size(const uint8_t *data, size_t length, int *width, int *height, char *error, size_t error_length) {
    return plumb_jpeg(data, length, NULL, width, height, error, error_length);
}

int plumb_jpeg_decode(const uint8_t *data, size_t length, uint8_t *rgba, int width, int height, char *error, size_t error_length) {
    return plumb_jpeg(data, length, rgba, &width, &height, error, error_length);
}
