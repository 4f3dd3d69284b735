# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later

# What `cmake --install` puts beside the binaries (which their own folders install), and CPack's
# Debian package of it all (docs/install.md).

# The taxonomy and the demo study are compiled into the programs; the installed copies are for
# people and scripts (taxonomist-cli import-study /usr/share/taxonomist/demo/study ...).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/taxonomy/ DESTINATION ${CMAKE_INSTALL_DATADIR}/taxonomist/taxonomy)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/demo/ DESTINATION ${CMAKE_INSTALL_DATADIR}/taxonomist/demo)
install(FILES LICENSE README.md DESTINATION ${TAXONOMIST_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${TAXONOMIST_INSTALL_DOCDIR}
    FILES_MATCHING PATTERN "*.md" PATTERN "*.png"
    PATTERN "bench" EXCLUDE)

set(CPACK_PACKAGE_NAME taxonomist)
set(CPACK_PACKAGE_VENDOR "The Taxonomist authors")
set(CPACK_PACKAGE_CONTACT "The Taxonomist authors <maintainers@users.noreply.a-seed-b8d532df.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Volunteers label GitHub and Gitee issue reports against a taxonomy,
a lead reconciles their disagreements and the team measures agreement (Fleiss' kappa,
Krippendorff's alpha, Cohen's kappa). Includes the taxonomist-cli command-line tool, a demo
study and English and Simplified Chinese user interfaces.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Shared libraries from dpkg-shlibdeps (dpkg-dev); what the binaries load at run time it cannot
# see: the SQLite driver (every project is an SQLite file), the PostgreSQL driver and its libpq
# (a team server; the pull reads through libpq's functions), FreeType (the figures' text). The xcb
# platform plugin is in libqt6gui6.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6sql6-sqlite, libqt6sql6-psql, libpq5, libfreetype6, fonts-dejavu-core")
# A CJK font for the Chinese interface and issues; Qt's own translations (standard dialogs).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei | fonts-noto-cjk, qt6-translations-l10n")
include(CPack)
