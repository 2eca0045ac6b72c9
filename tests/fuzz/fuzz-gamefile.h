/* fuzz-gamefile.h: the fuzz entry point, shared by libFuzzer and the replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

int             LLVMFuzzerTestOneInput     (const uint8_t *data,
                                            size_t         size);
