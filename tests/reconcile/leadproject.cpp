// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leadproject.h"

#include "store/labelstore.h"
#include "study/studyimporter.h"
#include "testpaths.h"

#include <QDir>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::test {

namespace {

// Issue number, Label1..Label3, Final_Label.
struct Row
{
    int number;
    const char *labels;
};

const Row alphaRows[] = {
    {1, "C.3,C.3,C.3,"}, // unanimous, undecided
    {2, "C.3.i,C.3.ii,C.3,"}, // unanimous at the theme level: C.3
    {3, "C.3.i,C.3.i,C.3.i,"}, // unanimous on a sub-theme
    {4, "C.1,C.1,C.5,"}, // a 2-of-3 majority, undecided
    {5, "C.1,C.5,C.9,"}, // a three-way split
    {6, "B.2,A.1,,"}, // one against one: a tie
    {7, "C.2,,,"}, // one label: waits for more
    {8, "C.4,C.4,C.2,C.4"}, // a majority decided when the study was published
    {9, ",,,"}, // the tests mark it a false positive by everyone
    {10, ",,C.6,"}, // the tests mark it a false positive by two of three
};

const Row betaRows[] = {
    {1, "A.2,A.2,B.1,"}, // a majority
    {2, "C.7,C.8,,"}, // a tie
};

void writeFramework(const QString &root, const QString &name, const Row *rows, size_t count)
{
    QByteArray csv = "Issue_URL,Label1,Label2,Label3,Final_Label\n";
    QByteArray years;
    for (size_t i = 0; i < count; ++i) {
        csv += LeadProject::url(name, rows[i].number).toUtf8() + ',' + rows[i].labels + '\n';
        years += LeadProject::url(name, rows[i].number).toUtf8() + '\n';
    }
    const QString dir = root + u"/Issue Report/"_s + name;
    QDir().mkpath(dir);
    writeAll(dir + u"/"_s + name + u".csv"_s, csv);
    writeAll(dir + u"/"_s + name + u"_2024.txt"_s, years);
}

} // namespace

LeadProject::LeadProject()
{
    writeFramework(studyPath(), u"alpha"_s, alphaRows, std::size(alphaRows));
    writeFramework(studyPath(), u"beta"_s, betaRows, std::size(betaRows));
    auto store = ProjectStore::open(path());
    if (!store) {
        ADD_FAILURE() << store.error().message().toStdString();
        return;
    }
    auto imported = StudyImporter::importFolder(**store, studyPath(), u"test"_s);
    if (!imported) {
        ADD_FAILURE() << imported.error().message().toStdString();
        return;
    }
    m_store = std::move(*store);
    label(u"alpha"_s, 9, 1, u"FP"_s);
    label(u"alpha"_s, 9, 2, u"FP"_s);
    label(u"alpha"_s, 9, 3, u"FP"_s);
    label(u"alpha"_s, 10, 1, u"FP"_s);
    label(u"alpha"_s, 10, 2, u"FP"_s);
}

QString LeadProject::url(const QString &framework, int number)
{
    return u"https://github.com/example/%1/issues/%2"_s.arg(framework).arg(number);
}

qint64 LeadProject::issue(const QString &framework, int number) const
{
    QSqlQuery query(m_store->database());
    query.prepare(u"SELECT id FROM issues WHERE url = ?"_s);
    query.addBindValue(url(framework, number));
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 LeadProject::annotator(int position) const
{
    for (const Annotator &a : m_store->annotators()) {
        if (a.position == position)
            return a.id;
    }
    return 0;
}

qint64 LeadProject::node(const QString &code) const
{
    QSqlQuery query(m_store->database());
    query.prepare(u"SELECT id FROM taxonomy_nodes WHERE code = ?"_s);
    query.addBindValue(code);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 LeadProject::frameworkId(const QString &name) const
{
    QSqlQuery query(m_store->database());
    query.prepare(u"SELECT id FROM frameworks WHERE name = ?"_s);
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

void LeadProject::label(const QString &framework, int number, int position, const QString &codeOrFp)
{
    Label label;
    if (codeOrFp == u"FP"_s) {
        label.falsePositive = true;
        label.falsePositiveReason = u"keyword only in a path"_s;
    } else {
        label.nodeId = node(codeOrFp);
    }
    const auto status = LabelStore::setLabel(
        *m_store, issue(framework, number), annotator(position), label, u"test"_s);
    if (!status)
        ADD_FAILURE() << status.error().message().toStdString();
}

} // namespace taxonomist::test
