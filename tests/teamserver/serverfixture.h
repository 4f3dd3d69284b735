// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <gtest/gtest.h>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::test {

// A fresh PostgreSQL database for one test on the server that PGHOST/PGPORT/PGUSER/PGPASSWORD name
// (what pg_virtualenv sets; tests/teamserver/with-postgres.sh runs the suites under it). Without a
// server the test is skipped with a message saying why, except under CI (CI=true), where it fails.
class ServerFixture
{
public:
    // `database`: the new database's exact name (quoted; case matters), else a random one.
    explicit ServerFixture(const QString &database = {});
    ~ServerFixture();

    // Empty when the database was made; else why not.
    QString unavailable() const { return m_unavailable; }
    // postgresql://ADMIN@HOST:PORT/DB: the admin (a superuser in pg_virtualenv) is the lead.
    QString url() const;
    QString database() const { return m_database; }

    // As the server's admin (a superuser: no row-level security, no grants), as a compromised or
    // broken server would act: runs a statement, or reads one number (-1 when it fails).
    bool exec(const QString &sql) const;
    qint64 number(const QString &sql) const;
    // Every row `sql` returns, each as its columns' text (empty when it fails).
    QList<QStringList> rows(const QString &sql) const;
    // As a member can sign rows of their own (what their copy holds lets them): signs the rows of
    // `table` that `where` selects as one new batch of `signer`'s, with the secret key
    // `secretBase64`, in the project `project` (docs/security.md, "Signed server rows").
    bool signRows(const QString &table, const QString &where, const QString &secretBase64,
        const QString &signer, const QString &project) const;

private:
    QString m_database;
    QString m_unavailable;
};

// Skips (or, in CI, fails) the test when `server` has no database.
#define TAXONOMIST_REQUIRE_SERVER(server)                                                          \
    do {                                                                                           \
        if (!(server).unavailable().isEmpty()) {                                                   \
            if (qEnvironmentVariable("CI") == QStringLiteral("true"))                              \
                FAIL() << "no PostgreSQL server in CI: " << (server).unavailable().toStdString();  \
            GTEST_SKIP() << "no PostgreSQL server (run under pg_virtualenv, as .ci/test does): "   \
                         << (server).unavailable().toStdString();                                  \
        }                                                                                          \
    } while (false)

} // namespace taxonomist::test
