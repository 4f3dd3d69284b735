# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later

# Precompiled headers: Qt's, the standard library's and GoogleTest's headers are parsed once per
# kind of target instead of once per translation unit. docs/performance.md ("Building") has the
# measured gain. Four headers sets, each compiled once by one target and reused by the others of
# its kind (REUSE_FROM), so a build compiles four precompiled headers, not one per target:
#   core     taxonomist_util: Qt Core and the standard library (util links Qt Core only)
#   sql      taxonomist_store: core's set and Qt Sql; every layer above store and the CLI reuse it
#   widgets  taxonomist_ui: sql's set and the Qt Widgets the UI includes most
#   test     taxonomist_test_base: sql's set, GoogleTest and QTemporaryDir; every test suite
# A reusing target must compile with the producer's flags. -Winvalid-pch (taxonomist_options)
# turns a precompiled header GCC would silently ignore into a warning, an error in CI.
#
# ccache caches such compiles only with pch_defines and time_macros sloppiness: the launcher in
# the top-level CMakeLists.txt sets it for ccache's own invocations.
option(TAXONOMIST_PRECOMPILE_HEADERS "Precompile Qt's, the standard library's and GoogleTest's headers" ON)

set(TAXONOMIST_PCH_CORE
    <algorithm> <functional> <memory> <optional> <string> <utility> <vector>
    <QByteArray> <QDateTime> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QMap> <QObject> <QRegularExpression> <QSet> <QString> <QStringList>
    <QVariant>)
set(TAXONOMIST_PCH_SQL ${TAXONOMIST_PCH_CORE} <QSqlDatabase> <QSqlError> <QSqlQuery>)
set(TAXONOMIST_PCH_WIDGETS ${TAXONOMIST_PCH_SQL}
    <QAbstractTableModel> <QAction> <QCoreApplication> <QComboBox> <QDialog> <QHBoxLayout>
    <QHeaderView> <QLabel> <QLineEdit> <QLocale> <QMenu> <QPushButton> <QTableView> <QVBoxLayout>
    <QWidget>)
set(TAXONOMIST_PCH_TEST ${TAXONOMIST_PCH_SQL} <gtest/gtest.h> <QTemporaryDir>)

# taxonomist_precompile(TARGET HEADERS headers...): TARGET compiles these headers once.
# taxonomist_precompile(TARGET FROM PRODUCER): TARGET reuses PRODUCER's precompiled headers.
function(taxonomist_precompile target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "FROM" "HEADERS")
    if(NOT TAXONOMIST_PRECOMPILE_HEADERS)
        return()
    endif()
    if(arg_FROM)
        target_precompile_headers(${target} REUSE_FROM ${arg_FROM})
    else()
        target_precompile_headers(${target} PRIVATE ${arg_HEADERS})
    endif()
endfunction()
