// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "scriptedlabels.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "util/coretext.h"
#include "util/csvreader.h"
#include "util/csvwriter.h"
#include "util/inputtext.h"
#include "util/untrustedfile.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

constexpr qint64 maxCsvBytes = qint64(512) << 20;

struct IssueRef
{
    qint64 id;
    QString framework;
    int row; // 1-based
    QString uuid;
};

// The project's issues, annotators and codes, read once for a whole import.
class Resolver
{
public:
    Status load(const ProjectStore &store)
    {
        SqliteStatement issues(store.handle(),
            "SELECT i.id, f.name, i.row_order, i.uuid, i.url FROM issues i"
            " JOIN frameworks f ON f.id = i.framework_id ORDER BY f.position, i.row_order");
        while (issues.next()) {
            const IssueRef ref {issues.integer(0), issues.text(1),
                static_cast<int>(issues.integer(2)) + 1, issues.text(3)};
            m_byUrl[issues.text(4)].append(ref);
            m_byUuid.insert(ref.uuid, ref.id);
        }
        if (auto status = issues.readStatus(); !status)
            return status;
        SqliteStatement nodes(store.handle(), "SELECT code, id FROM taxonomy_nodes");
        while (nodes.next())
            m_nodes.insert(nodes.text(0), nodes.integer(1));
        if (auto status = nodes.readStatus(); !status)
            return status;
        auto annotators = store.readAnnotators();
        if (!annotators)
            return annotators.error();
        m_annotators = *annotators;
        return success();
    }

    // The column a failed resolve() is about: "url", "annotator" or "code".
    const char *failedField() const { return m_failed; }

    Result<LabelEdit> resolve(const ScriptedLabel &label)
    {
        LabelEdit edit;
        m_failed = "url";
        auto issue = issueOf(label);
        if (!issue)
            return issue.error();
        m_failed = "annotator";
        edit.issueId = *issue;
        const Annotator *annotator = nullptr;
        for (const Annotator &candidate : m_annotators) {
            if (candidate.name == label.annotator.trimmed())
                annotator = &candidate;
        }
        if (!annotator)
            return Error(CoreText::tr(
                "%1 is not on the team (`team list` shows it; `team add NAME` adds a volunteer)")
                             .arg(quotedForMessage(label.annotator)));
        if (!annotator->isVolunteer())
            return Error(CoreText::tr("%1 is not a volunteer (no label column): the lead labels "
                                      "only when also added as a volunteer")
                             .arg(quotedForMessage(annotator->name)));
        edit.annotatorId = annotator->id;
        m_failed = "code";
        Label value;
        const QString code = label.code.trimmed();
        if (!code.isEmpty()) {
            const auto node = m_nodes.constFind(code);
            if (node == m_nodes.cend())
                return Error(
                    CoreText::tr("the taxonomy has no code %1").arg(quotedForMessage(code)));
            value.nodeId = *node;
        } else if (!label.falsePositive && label.openCode.trimmed().isEmpty()) {
            return Error(CoreText::tr(
                "a label needs a taxonomy code, --false-positive REASON or --open-code TEXT"));
        }
        value.summary = label.summary;
        value.falsePositive = label.falsePositive;
        value.falsePositiveReason = label.falsePositiveReason;
        value.unsure = label.unsure;
        value.comment = label.comment;
        value.openCode = label.openCode;
        edit.label = value;
        return edit;
    }

private:
    Result<qint64> issueOf(const ScriptedLabel &label) const
    {
        if (!label.issueUuid.isEmpty()) {
            const auto found = m_byUuid.constFind(label.issueUuid.trimmed());
            if (found == m_byUuid.cend())
                return Error(CoreText::tr("no issue has the UUID %1")
                                 .arg(quotedForMessage(label.issueUuid)));
            return *found;
        }
        const QList<IssueRef> matches = m_byUrl.value(label.url.trimmed());
        if (matches.isEmpty())
            return Error(CoreText::tr("no issue of this project has the URL %1")
                             .arg(quotedForMessage(label.url)));
        QList<IssueRef> chosen;
        for (const IssueRef &ref : matches) {
            if (label.row <= 0 || ref.row == label.row)
                chosen.append(ref);
        }
        if (chosen.size() == 1)
            return chosen.first().id;
        QStringList rows;
        for (const IssueRef &ref : matches)
            rows.append(u"%1 row %2"_s.arg(ref.framework).arg(ref.row));
        if (chosen.isEmpty())
            return Error(CoreText::tr("the URL %1 is not at row %2 (it is at %3)")
                             .arg(quotedForMessage(label.url))
                             .arg(label.row)
                             .arg(rows.join(u", "_s)));
        return Error(CoreText::tr(
            "the URL %1 names %2 issues (%3): give the row (the study's row, as in the "
            "long CSV) or the issue's"
            " UUID")
                         .arg(quotedForMessage(label.url))
                         .arg(matches.size())
                         .arg(rows.join(u", "_s)));
    }

    QHash<QString, QList<IssueRef>> m_byUrl;
    QHash<QString, qint64> m_byUuid;
    QHash<QString, qint64> m_nodes;
    QList<Annotator> m_annotators;
    const char *m_failed = "url";
};

} // namespace

Result<LabelEdit> ScriptedLabels::resolve(const ProjectStore &store, const ScriptedLabel &label)
{
    Resolver resolver;
    if (auto status = resolver.load(store); !status)
        return status.error();
    return resolver.resolve(label);
}

Result<bool> ScriptedLabels::write(
    ProjectStore &store, const ScriptedLabel &label, const QString &actor)
{
    auto edit = resolve(store, label);
    if (!edit)
        return edit.error();
    auto changed = LabelStore::setLabels(store, {*edit}, actor);
    if (!changed)
        return changed.error();
    return *changed > 0;
}

Result<ScriptedImport> ScriptedLabels::importCsv(
    ProjectStore &store, const QString &path, const QString &actor)
{
    const UntrustedFile::Kind kind = UntrustedFile::kindOf(path);
    if (kind != UntrustedFile::Kind::Regular)
        return Error(
            CoreText::tr("not a CSV file: %1").arg(UntrustedFile::describe(kind)), {path, 0, 0});
    auto data = UntrustedFile::read(path, maxCsvBytes);
    if (!data)
        return data.error();
    auto table = CsvReader::parse(*data, path);
    if (!table)
        return table.error();
    if (table->rows.isEmpty())
        return Error(CoreText::tr("the file is empty"), {path, 1, 1});
    // Columns by name from a header, or url, annotator, code, summary without one.
    QHash<QString, int> column {
        {u"url"_s, 0}, {u"annotator"_s, 1}, {u"code"_s, 2}, {u"summary"_s, 3}};
    qsizetype first = 0;
    const CsvRow &head = table->rows.first();
    if (!head.fields.value(0).trimmed().startsWith(u"http"_s)) {
        column.clear();
        static const QHash<QString, QString> aliases {
            {u"issue_url"_s, u"url"_s}, {u"label_code"_s, u"code"_s}};
        for (int c = 0; c < head.fields.size(); ++c) {
            const QString name = head.fields[c].trimmed().toLower();
            column.insert(aliases.value(name, name), c);
        }
        for (const QString &required : {u"annotator"_s, u"code"_s}) {
            if (!column.contains(required))
                return Error(CoreText::tr("the header has no column %1").arg(required),
                    {path, head.line, 1});
        }
        if (!column.contains(u"url"_s) && !column.contains(u"issue_uuid"_s))
            return Error(
                CoreText::tr("the header has neither url nor issue_uuid"), {path, head.line, 1});
        first = 1;
    }
    Resolver resolver;
    if (auto status = resolver.load(store); !status)
        return status.error();
    ScriptedImport result;
    QList<LabelEdit> edits;
    for (qsizetype r = first; r < table->rows.size(); ++r) {
        const CsvRow &row = table->rows[r];
        const auto cell = [&](const QString &name) {
            const int c = column.value(name, -1);
            return c >= 0 ? CsvWriter::withoutFormulaGuard(row.fields.value(c)) : QString();
        };
        const auto at = [&](const QString &name) {
            const int c = column.value(name, -1);
            return ErrorLocation {path, row.line, c >= 0 ? row.columns.value(c, 1) : 1};
        };
        ++result.rows;
        ScriptedLabel label;
        label.url = cell(u"url"_s);
        label.issueUuid = cell(u"issue_uuid"_s);
        label.annotator = cell(u"annotator"_s);
        label.code = cell(u"code"_s);
        label.summary = cell(u"summary"_s);
        label.falsePositiveReason = cell(u"false_positive_reason"_s);
        label.falsePositive = cell(u"false_positive"_s).trimmed() == u"1"_s
            || !label.falsePositiveReason.trimmed().isEmpty();
        label.unsure = cell(u"unsure"_s).trimmed() == u"1"_s;
        label.comment = cell(u"comment"_s);
        label.openCode = cell(u"open_code"_s);
        if (const QString rowText = cell(u"row"_s).trimmed(); !rowText.isEmpty()) {
            bool ok = false;
            label.row = rowText.toInt(&ok);
            if (!ok || label.row <= 0)
                return Error(
                    CoreText::tr("row %1 is not a row number").arg(quotedForMessage(rowText)),
                    at(u"row"_s));
        }
        if (label.code.trimmed().isEmpty() && !label.falsePositive
            && label.openCode.trimmed().isEmpty()) {
            ++result.skipped; // no label in this row (the long CSV lists unrated issues too)
            continue;
        }
        auto edit = resolver.resolve(label);
        if (!edit) {
            const QString field = QString::fromLatin1(resolver.failedField());
            return Error(edit.error().what(),
                at(field == u"url"_s && !column.contains(field) ? u"issue_uuid"_s : field));
        }
        edits.append(*edit);
    }
    auto changed = LabelStore::setLabels(store, edits, actor);
    if (!changed)
        return changed.error();
    result.changed = *changed;
    result.unchanged = edits.size() - *changed;
    return result;
}

} // namespace taxonomist::core
