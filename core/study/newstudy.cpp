// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "newstudy.h"

#include "store/projectstore.h"
#include "store/transaction.h"
#include "studylimits.h"
#include "taxonomy/taxonomystore.h"
#include "util/coretext.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace taxonomist::core {

Result<NewStudySummary> NewStudy::create(const QString &path,
    const std::optional<Taxonomy> &taxonomy, int volunteers, const QString &actor,
    const QList<FrameworkDefinition> &frameworks)
{
    if (volunteers < 0 || volunteers > StudyLimits::MaxLabelColumns)
        return Error(CoreText::tr("--volunteers: %1 is not a number of volunteers from 0 to %2")
                         .arg(volunteers)
                         .arg(StudyLimits::MaxLabelColumns));
    auto store = ProjectStore::open(path, ProjectStore::OpenMode::CreateNew);
    if (!store)
        return store.error();
    NewStudySummary summary;
    {
        Transaction transaction(**store);
        if (auto status = transaction.begin(); !status)
            return status.error();
        if (taxonomy) {
            if (auto status = TaxonomyStore::save(**store, *taxonomy); !status)
                return status.error();
            summary.taxonomyNodes = taxonomy->size();
        }
        for (int v = 1; v <= volunteers; ++v) {
            if (auto id = (*store)->addAnnotator(u"Volunteer %1"_s.arg(v)); !id)
                return id.error();
        }
        summary.volunteers = volunteers;
        const QJsonObject detail {
            {u"volunteers"_s, volunteers}, {u"taxonomy"_s, taxonomy ? taxonomy->name : QString()}};
        if (auto status = (*store)->audit(actor, u"new-study"_s, 0,
                QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
            !status)
            return status.error();
        // After the volunteers: each framework gets their label columns.
        for (const FrameworkDefinition &framework : frameworks) {
            if (auto id = StudyFrameworks::addInTransaction(**store, framework, actor); !id)
                return id.error();
        }
        summary.frameworks = static_cast<int>(frameworks.size());
        if (auto status = transaction.commit(); !status)
            return status.error();
    }
    if (auto status = (*store)->publish(); !status)
        return status.error();
    return summary;
}

} // namespace taxonomist::core
