/* gk-file-io-private.h: hooks for the save tests only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "gk-file-io.h"

G_BEGIN_DECLS

/* Makes every later save in this process fail with ENOSPC after writing
 * @n_bytes of its temporary file, as a full disk would (G_MAXSIZE: never,
 * the default).  For tests that cannot mount a small file system. */
void            _gk_file_io_fail_writes_after (gsize        n_bytes);

/* The prefix and infix of a temporary file's name, for the tests. */
char           *_gk_file_io_temp_template     (const char  *basename);

G_END_DECLS
