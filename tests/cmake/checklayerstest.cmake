# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later

# The self-test of cmake/CheckLayers.cmake: it runs the check on small generated trees and expects
# it to pass on a tree that keeps the layers and to fail, naming the file and the rule, on each
# deliberately wrong include.
#
#   cmake -DCHECK=<cmake/CheckLayers.cmake> -DWORK_DIR=<scratch folder> -P checklayerstest.cmake
if(NOT CHECK OR NOT WORK_DIR)
    message(FATAL_ERROR "checklayerstest: pass -DCHECK=<CheckLayers.cmake> -DWORK_DIR=<scratch folder>")
endif()

# A tree whose includes all go down: the base, util, store including util, taxonomy including
# store, and a ui/ file that asks the store.
function(write_good_tree root)
    file(REMOVE_RECURSE "${root}")
    file(WRITE "${root}/core/result.h" "#pragma once\n")
    file(WRITE "${root}/core/util/csvreader.h" "#pragma once\n#include \"result.h\"\n")
    file(WRITE "${root}/core/store/projectstore.h" "#pragma once\n#include \"util/csvreader.h\"\n")
    file(WRITE "${root}/core/taxonomy/taxonomystore.cpp" "#include \"store/projectstore.h\"\n")
    file(WRITE "${root}/core/study/studyreader.cpp" "#include \"taxonomy/taxonomystore.h\"\n")
    file(WRITE "${root}/core/reconcile/queue.cpp" "#include \"study/studyreader.h\"\n#include \"agreement/x.h\"\n")
    file(WRITE "${root}/ui/view.cpp" "#include \"store/issuequery.h\"\n#include <QWidget>\n")
endfunction()

# Runs the check on `root`; `code` gets its exit code, `output` what it printed.
function(run_check root code output)
    execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${root} -P ${CHECK}
                    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(${code} "${result}" PARENT_SCOPE)
    set(${output} "${out}${err}" PARENT_SCOPE)
endfunction()

set(failures "")

# The good tree passes.
set(good "${WORK_DIR}/good")
write_good_tree("${good}")
run_check("${good}" code output)
if(NOT code EQUAL 0)
    list(APPEND failures "a tree whose includes go down failed the check:\n${output}")
endif()

# Each case: a file to add to the good tree, its content, and what the failure must say.
set(cases
    "core/store/labelstore.cpp|#include \"taxonomy/taxonomy.h\"|core/store/labelstore.cpp: store \\(layer 1\\) must not include a header of taxonomy \\(layer 2\\)"
    "core/util/utf8.cpp|#include \"store/projectstore.h\"|core/util/utf8.cpp: util \\(layer 0\\) must not include a header of store"
    "core/study/studyexporter.cpp|#include \"agreement/agreementreport.h\"|study \\(layer 3\\) must not include a header of agreement \\(layer 3\\)"
    "core/study/contentjson.cpp|#  include \"fetch/issuekeywords.h\"|study \\(layer 3\\) must not include a header of fetch \\(layer 4\\)"
    "core/gadgets/gadget.cpp|#include \"util/utf8.h\"|the folder core/gadgets is no layer"
    "ui/mainwindow.cpp|#include <QSqlQuery>|ui/mainwindow.cpp: ui/ must not use Qt Sql"
    "ui/lead/view.cpp|#include \"store/sqlutil.h\"|ui/lead/view.cpp: ui/ must not use Qt Sql")
set(index 0)
foreach(case IN LISTS cases)
    string(REPLACE "|" ";" parts "${case}")
    list(GET parts 0 file)
    list(GET parts 1 line)
    list(GET parts 2 expected)
    math(EXPR index "${index} + 1")
    set(root "${WORK_DIR}/bad${index}")
    write_good_tree("${root}")
    file(WRITE "${root}/${file}" "${line}\n")
    run_check("${root}" code output)
    if(code EQUAL 0)
        list(APPEND failures "the check passed a tree where ${file} has ${line}")
    elseif(NOT output MATCHES "${expected}")
        list(APPEND failures "the check failed ${file} (${line}) without saying \"${expected}\":\n${output}")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
if(failures)
    list(JOIN failures "\n" text)
    message(FATAL_ERROR "checklayerstest:\n${text}")
endif()
message(STATUS "checklayerstest: the good tree passes; all ${index} wrong includes fail with their reason")
