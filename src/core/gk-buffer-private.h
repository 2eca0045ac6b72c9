/* gk-buffer-private.h: bytes appended a few at a time, inline
 *
 * The XML writer and the history index's rows append a few bytes at a
 * time, tens of thousands of times a file: through GString or GByteArray
 * each append is a call and a check of its own, here it is inlined.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include <glib.h>

G_BEGIN_DECLS

/* The bytes written so far, always room for a NUL after them. */
typedef struct
{
  char  *data;
  gsize  length;
  gsize  size;
} GkBuffer;

static inline void
gk_buffer_init (GkBuffer *buffer,
                gsize     size)
{
  buffer->data = g_malloc (size);
  buffer->length = 0;
  buffer->size = size;
}

/* Room for @extra more bytes and a NUL. */
static inline void
gk_buffer_reserve (GkBuffer *buffer,
                   gsize     extra)
{
  if (G_UNLIKELY (buffer->size - buffer->length <= extra))
    {
      while (buffer->size - buffer->length <= extra)
        buffer->size *= 2;
      buffer->data = g_realloc (buffer->data, buffer->size);
    }
}

static inline void
gk_buffer_add (GkBuffer   *buffer,
               const void *bytes,
               gsize       length)
{
  gk_buffer_reserve (buffer, length);
  memcpy (buffer->data + buffer->length, bytes, length);
  buffer->length += length;
}

static inline void
gk_buffer_add_c (GkBuffer *buffer,
                 char      c)
{
  gk_buffer_reserve (buffer, 1);
  buffer->data[buffer->length++] = c;
}

#define gk_buffer_add_literal(buffer, literal) \
  gk_buffer_add ((buffer), "" literal, sizeof (literal) - 1)

G_END_DECLS
