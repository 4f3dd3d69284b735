#pragma once

#include "result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <memory>

struct sqlite3;

namespace taxonomist::core {

struct Annotator
{
    qint64 id = 0;
    QString name;
    int position = 0; // Label1 is position 1
    bool isLead = false;
};

// One project: a SQLite file opened through Qt Sql on a connection of its own. Opening checks
// that the file is a Taxonomist project of a version this build reads before anything is
// written, then migrates it to the current schema in one transaction.
class ProjectStore final
{
public:
    enum class OpenMode { CreateIfMissing, ExistingOnly };

    static Result<std::unique_ptr<ProjectStore>> open(const QString &path,
                                                      OpenMode mode = OpenMode::CreateIfMissing);
    ~ProjectStore();
    ProjectStore(const ProjectStore &) = delete;
    ProjectStore &operator=(const ProjectStore &) = delete;

    const QString &path() const { return m_path; }
    QSqlDatabase database() const;
    const QString &connectionName() const { return m_connection; }
    sqlite3 *handle() const { return m_handle; }
    int schemaVersion() const;

    Status begin();
    Status commit();
    void rollback();

    QString info(const QString &key) const;
    Status setInfo(const QString &key, const QString &value);

    QList<Annotator> annotators() const;
    Result<qint64> addAnnotator(const QString &name, bool isLead = false);
    Status renameAnnotator(qint64 id, const QString &name);
    Status setLead(qint64 id, bool isLead);

    qint64 issueCount() const;

    // Appends to the audit log; `detailJson` is a JSON object as text.
    Status audit(const QString &actor, const QString &action, qint64 issueId = 0,
                 const QString &detailJson = QStringLiteral("{}"));

    static QString nowUtc();

private:
    ProjectStore(QString path, QString connection);
    Status prepare(bool isNew);
    Status migrate(int fromVersion);

    QString m_path;
    QString m_connection;
    sqlite3 *m_handle = nullptr;
};

} // namespace taxonomist::core
