// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyexporter.h"

#include "study/studyreader.h"
#include "taxonomy/taxonomyloader.h"
#include "util/csvwriter.h"
#include "util/savefile.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

QString studySpelling(const TaxonomyNode &node)
{
    return node.aliases.isEmpty() ? node.name : node.aliases.first();
}

} // namespace

QByteArray TaxonomyExporter::detailCsv(const Taxonomy &taxonomy, int typeIndex)
{
    CsvWriter csv;
    csv.addRecord({u"rootcause"_s, u"subcategory"_s, u"symptoms"_s});
    for (const int theme : taxonomy.node(typeIndex).children) {
        const TaxonomyNode &themeNode = taxonomy.node(theme);
        if (themeNode.children.isEmpty()) {
            csv.addRecord({studySpelling(themeNode), QString(), QString()});
            continue;
        }
        for (const int subtheme : themeNode.children) {
            const TaxonomyNode &node = taxonomy.node(subtheme);
            csv.addRecord({studySpelling(themeNode), studySpelling(node), node.details.join(u',')});
        }
    }
    return csv.data();
}

Result<QStringList> TaxonomyExporter::exportTo(const Taxonomy &taxonomy, const QString &folder)
{
    QStringList written;
    const QDir dir(folder);
    const QString json
        = dir.filePath((taxonomy.name.isEmpty() ? u"taxonomy"_s : taxonomy.name) + u".json"_s);
    if (auto status = saveFile(json, TaxonomyLoader::toJson(taxonomy, true)); !status)
        return status.error();
    written.append(json);
    for (const StudyReader::DetailFile &file : StudyReader::detailFiles()) {
        const int type = taxonomy.findChildByName(-1, QString::fromUtf8(file.typeName));
        if (type < 0)
            continue;
        const QString path = dir.filePath(QString::fromUtf8(file.fileName));
        if (auto status = saveFile(path, detailCsv(taxonomy, type)); !status)
            return status.error();
        written.append(path);
    }
    return written;
}

} // namespace taxonomist::core
