// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exchange/refiexporter.h"
#include "exchange/refiguids.h"
#include "refitestsupport.h"
#include "testpaths.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace taxonomist::core;
using namespace taxonomist::test;

namespace {

class RefiExport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        m_store = richProject(m_dir.filePath(u"rich.taxonomist"_s), &error);
        ASSERT_TRUE(m_store) << error.toStdString();
    }
    QString scratch(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

// Attribute values of the elements named `element`, in document order.
QStringList attributes(const QByteArray &xml, const QString &element, const QString &attribute)
{
    QStringList values;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == element)
            values.append(reader.attributes().value(attribute).toString());
    }
    return values;
}

} // namespace

TEST_F(RefiExport, CodebookValidatesAgainstTheCodebookSchema)
{
    TAXONOMIST_REQUIRE_REFI();
    const QString qdc = scratch(u"taxonomy.qdc"_s);
    auto summary = RefiExporter::write(*m_store, qdc, {});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    const QByteArray xml = readAll(qdc);
    EXPECT_EQ(schemaErrors(xml, refiDir() + u"/Codebook.xsd"_s), QString());
    const QStringList names = attributes(xml, u"Code"_s, u"name"_s);
    EXPECT_EQ(names.size(), 3 + 18 + 70);
    EXPECT_EQ(names.first(), u"A Question"_s);
    EXPECT_TRUE(names.contains(u"C.3.iii Communication and Coordination Errors"_s));
    // Descriptions carry the node's details (from the mini study's symptom file).
    EXPECT_NE(xml.indexOf("Details (1):\n- NCCL timeout on 8 GPUs"), -1);
    EXPECT_EQ(summary->codes, 91);
}

TEST_F(RefiExport, ProjectValidatesAgainstTheProjectSchema)
{
    TAXONOMIST_REQUIRE_REFI();
    const QString qdpx = scratch(u"rich.qdpx"_s);
    auto summary = RefiExporter::write(*m_store, qdpx, {});
    ASSERT_TRUE(summary) << summary.error().message().toStdString();
    QString error;
    const auto entries = unzip(qdpx, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_TRUE(entries.contains(u"project.qde"_s));
    const QByteArray qde = entries.value(u"project.qde"_s);
    EXPECT_EQ(schemaErrors(qde, refiDir() + u"/Project-mrt2019.xsd"_s), QString());

    // Every text source's file is in sources/ (and nothing else is).
    const QStringList paths = attributes(qde, u"TextSource"_s, u"plainTextPath"_s);
    EXPECT_EQ(entries.size(), paths.size() + 1);
    for (const QString &path : paths) {
        ASSERT_TRUE(path.startsWith(u"internal://"_s));
        EXPECT_TRUE(entries.contains(u"sources/"_s + path.mid(11))) << path.toStdString();
    }
    // The transcript, one source of standalone quotes (D1's), and the mini study's issues.
    EXPECT_EQ(summary->transcripts, 1);
    EXPECT_EQ(summary->quoteSources, 1);
    EXPECT_EQ(summary->issues, paths.size() - 2);
    EXPECT_EQ(summary->users, 3);
    EXPECT_EQ(summary->unknownCodes, 1);
    EXPECT_TRUE(attributes(qde, u"Code"_s, u"name"_s).contains(RefiExporter::unknownFolderName()));
    EXPECT_TRUE(attributes(qde, u"Code"_s, u"name"_s).contains(u"C.11"_s));
    // Positions count code points: "# U1 🎤\n\n" is 8 of them before the first segment.
    EXPECT_EQ(attributes(qde, u"PlainTextSelection"_s, u"startPosition"_s).first(),
        u"26"_s); // the code book's quote
    EXPECT_TRUE(attributes(qde, u"PlainTextSelection"_s, u"startPosition"_s).contains(u"8"_s));
    EXPECT_NE(qde.indexOf("<Description>flat loss: training control</Description>"), -1);
    // Issues are coded with every annotator's label, by that annotator.
    EXPECT_GT(summary->issueCodings, 0);
    EXPECT_NE(qde.indexOf("name=\"Taxonomist issues\""), -1);
}

TEST_F(RefiExport, GuidsStayTheSameAcrossExports)
{
    const QString first = scratch(u"first.qdpx"_s);
    const QString second = scratch(u"second.qdpx"_s);
    ASSERT_TRUE(RefiExporter::write(*m_store, first, {}));
    ASSERT_TRUE(RefiExporter::write(*m_store, second, {}));
    QString error;
    const QByteArray a = unzip(first, &error).value(u"project.qde"_s);
    const QByteArray b = unzip(second, &error).value(u"project.qde"_s);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    const QSet<QString> guids = guidsOf(a);
    EXPECT_GT(guids.size(), 100);
    EXPECT_EQ(guidsOf(b), guids);
    // A node's GUID comes from the taxonomy's name and its code, in any project.
    EXPECT_TRUE(guidsOf(a, u"Code"_s).contains(RefiGuids::node(u"llm-challenges"_s, u"C.3"_s)));
    for (const QString &guid : guids)
        EXPECT_TRUE(RefiGuids::isValid(guid)) << guid.toStdString();
}

TEST_F(RefiExport, RefusesAnUnknownSuffixAndKeepsAnOldFile)
{
    const QString wrong = scratch(u"out.zip"_s);
    auto refused = RefiExporter::write(*m_store, wrong, {});
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message().indexOf(u".qdc (a codebook) or .qdpx (a project)"_s), -1);
}
