# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a source file includes a header from a higher layer, or when ui/ uses Qt Sql.
#
#   cmake -DSOURCE_DIR=<checkout> -P cmake/CheckLayers.cmake
#
# The layers of core, bottom first (docs/architecture.md draws them). A folder may include its own
# headers and those of lower layers; folders on the same level (study and agreement) are
# independent of each other. The files at the root of core (result.h, logging.h) are the base.
# Each layer is also its own static library that links only the layers below, and links once on
# its own (core/CMakeLists.txt), so the linker refuses an upward call; this check catches the
# upward #include of a header-only type or inline function, which the linker cannot see. The
# build runs it before compiling, ctest runs it and its self-test (tests/cmake).
set(TAXONOMIST_LAYERS util=0 store=1 taxonomy=2 study=3 agreement=3 fetch=4 reconcile=5 team=6 interviews=6 exchange=7 report=8)

if(NOT SOURCE_DIR)
    message(FATAL_ERROR "CheckLayers: pass -DSOURCE_DIR=<the checkout>")
endif()

function(layer_rank name out)
    set(rank "")
    foreach(entry IN LISTS TAXONOMIST_LAYERS)
        string(REPLACE "=" ";" pair "${entry}")
        list(GET pair 0 layer)
        list(GET pair 1 value)
        if(layer STREQUAL name)
            set(rank ${value})
        endif()
    endforeach()
    set(${out} "${rank}" PARENT_SCOPE)
endfunction()

set(violations "")
file(GLOB_RECURSE core_files RELATIVE "${SOURCE_DIR}/core" "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp")
foreach(relative IN LISTS core_files)
    string(FIND "${relative}" "/" slash)
    if(slash EQUAL -1)
        set(own "(base)")
        set(own_rank -1)
    else()
        string(SUBSTRING "${relative}" 0 ${slash} own)
        layer_rank("${own}" own_rank)
        if(own_rank STREQUAL "")
            list(APPEND violations "core/${relative}: the folder core/${own} is no layer; add it to CheckLayers.cmake and docs/architecture.md")
            continue()
        endif()
    endif()
    file(STRINGS "${SOURCE_DIR}/core/${relative}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[A-Za-z0-9_]+/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([A-Za-z0-9_]+)/.*$" "\\1" target "${line}")
        if(target STREQUAL own)
            continue()
        endif()
        layer_rank("${target}" target_rank)
        if(target_rank STREQUAL "")
            continue() # a subfolder of the including folder (fetch/keychain) or a third-party path
        endif()
        if(NOT target_rank LESS own_rank)
            string(STRIP "${line}" line)
            list(APPEND violations "core/${relative}: ${own} (layer ${own_rank}) must not include a header of ${target} (layer ${target_rank}): ${line}")
        endif()
    endforeach()
endforeach()

file(GLOB_RECURSE ui_files "${SOURCE_DIR}/ui/*.h" "${SOURCE_DIR}/ui/*.cpp")
foreach(file IN LISTS ui_files)
    file(STRINGS "${file}" sql REGEX "^[ \t]*#[ \t]*include[ \t]*(<QSql|<QtSql|\"store/sqlutil\\.h\"|\"store/sqlitestatement\\.h\")")
    if(sql)
        file(RELATIVE_PATH relative "${SOURCE_DIR}" "${file}")
        list(APPEND violations "${relative}: ui/ must not use Qt Sql (queries belong in core/store)")
    endif()
endforeach()

if(violations)
    list(LENGTH violations count)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "CheckLayers: ${count} include(s) against the layers:\n  ${text}")
endif()
list(LENGTH core_files checked)
message(STATUS "CheckLayers: ${checked} core files, every include goes down the layers; ui/ has no SQL")
