// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "taxonomyfile.h"

#include "refitaxonomy.h"
#include "refixmlreader.h"
#include "store/projectstore.h"
#include "store/sqlitestatement.h"
#include "store/transaction.h"
#include "taxonomy/taxonomyloader.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"
#include "util/untrustedfile.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<Taxonomy> TaxonomyFile::load(const QString &path)
{
    if (QFileInfo(path).suffix().compare(u"qdc"_s, Qt::CaseInsensitive) != 0)
        return TaxonomyLoader::fromFile(path);
    // A codebook is a taxonomy's size: bounded as one.
    auto bytes = UntrustedFile::read(path, InboundLimits::MaxTaxonomyBytes);
    if (!bytes)
        return bytes.error();
    auto codebook = RefiXmlReader::codebook(*bytes, path);
    if (!codebook)
        return codebook.error();
    auto built = RefiTaxonomy::build(
        codebook->codes, QFileInfo(path).completeBaseName(), codebook->origin, path);
    if (!built)
        return built.error();
    if (built->taxonomy.size() == 0)
        return Error(CoreText::tr("the codebook has no codes"), {path, 0, 0});
    return std::move(built->taxonomy);
}

Status TaxonomyFile::replaceInProject(
    ProjectStore &store, const Taxonomy &taxonomy, const QString &actor)
{
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    // What would be left naming a node that is gone.
    const QList<std::pair<const char *, QString>> users {
        {"SELECT count(*) FROM labels", CoreText::tr("labels")},
        {"SELECT count(*) FROM final_labels", CoreText::tr("final labels")},
        {"SELECT count(*) FROM taxonomy_proposals", CoreText::tr("taxonomy proposals")},
        {"SELECT count(*) FROM codebook_examples", CoreText::tr("codebook examples")},
        {"SELECT count(*) FROM segment_links", CoreText::tr("interview segment links")},
    };
    for (const auto &[sql, what] : users) {
        SqliteStatement count(store.handle(), sql);
        const qint64 rows = count.next() ? count.integer(0) : 0;
        if (auto status = count.readStatus(); !status)
            return status;
        if (rows > 0)
            return Error(
                CoreText::tr("the project has %1 %2 that name nodes of its taxonomy; a taxonomy is "
                             "imported only into a project without them (nothing was changed)")
                    .arg(rows)
                    .arg(what),
                {store.path(), 0, 0});
    }
    for (const char *sql : {"DELETE FROM taxonomy_details", "DELETE FROM taxonomy_nodes",
             "DELETE FROM exchange_guids WHERE kind IN ('node', 'unknown-code', "
             "'unknown-folder')"}) {
        SqliteStatement remove(store.handle(), sql);
        if (auto status = remove.exec(); !status)
            return status;
    }
    if (auto status = TaxonomyStore::save(store, taxonomy); !status)
        return status;
    const QJsonObject detail {{u"name"_s, taxonomy.name}, {u"version"_s, taxonomy.version},
        {u"nodes"_s, taxonomy.size()}};
    if (auto status = store.audit(actor, u"taxonomy-import"_s, 0,
            QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
        !status)
        return status;
    return transaction.commit();
}

} // namespace taxonomist::core
