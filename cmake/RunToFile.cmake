# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs PROGRAM with ARGS (words separated by spaces) and writes its standard output to OUTPUT; fails when it fails.
# Build steps use it to generate files from a built program (completion scripts, man pages).
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${PROGRAM} ${args} OUTPUT_FILE ${OUTPUT} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    file(REMOVE ${OUTPUT})
    message(FATAL_ERROR "${PROGRAM} ${ARGS} failed: ${result}")
endif()
