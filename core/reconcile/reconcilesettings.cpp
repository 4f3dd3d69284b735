// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reconcilesettings.h"

#include "store/projectstore.h"
#include "store/transaction.h"
#include "util/coretext.h"

using namespace Qt::StringLiterals;

namespace taxonomist::core {

namespace {

const QString thresholdKey = u"reconcile.majority_threshold"_s;
const QString modeKey = u"reconcile.majority_mode"_s;
const QString minimumKey = u"reconcile.minimum_labels"_s;
const QString adoptionKey = u"taxonomy.adoption_threshold"_s;

const QString modeKeys[] = {u"suggest"_s, u"prefill"_s, u"auto"_s};

double share(const QString &text, double fallback)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && value > 0.0 && value <= 1.0 ? value : fallback;
}

} // namespace

Result<ReconcileSettings> ReconcileSettings::read(const ProjectStore &store)
{
    ReconcileSettings settings;
    QString values[4];
    const QString *keys[4] = {&thresholdKey, &adoptionKey, &modeKey, &minimumKey};
    for (int i = 0; i < 4; ++i) {
        auto value = store.readInfo(*keys[i]);
        if (!value)
            return value.error();
        values[i] = *value;
    }
    settings.majorityThreshold = share(values[0], settings.majorityThreshold);
    settings.adoptionThreshold = share(values[1], settings.adoptionThreshold);
    for (int i = 0; i < 3; ++i) {
        if (values[2] == modeKeys[i])
            settings.majorityMode = static_cast<MajorityMode>(i);
    }
    bool ok = false;
    const int minimum = values[3].toInt(&ok);
    if (ok && minimum >= 1)
        settings.minimumLabels = minimum;
    return settings;
}

ReconcileSettings ReconcileSettings::load(const ProjectStore &store)
{
    auto settings = read(store);
    return settings ? *settings : ReconcileSettings();
}

Status ReconcileSettings::save(ProjectStore &store, const QString &actor) const
{
    if (majorityThreshold <= 0.0 || majorityThreshold > 1.0 || adoptionThreshold <= 0.0
        || adoptionThreshold > 1.0)
        return Error(CoreText::tr("a threshold is a share between 0 (exclusive) and 1"));
    if (minimumLabels < 1)
        return Error(CoreText::tr("an issue needs at least one label to be decided"));
    const QList<std::pair<QString, QString>> values {
        {thresholdKey, QString::number(majorityThreshold)},
        {modeKey, modeKeys[static_cast<int>(majorityMode)]},
        {minimumKey, QString::number(minimumLabels)},
        {adoptionKey, QString::number(adoptionThreshold)},
    };
    Transaction transaction(store);
    if (auto status = transaction.begin(); !status)
        return status;
    for (const auto &[key, value] : values) {
        if (auto status = store.setInfo(key, value); !status)
            return status;
    }
    if (auto status = store.audit(actor, u"set-reconcile-settings"_s, 0,
            u"{\"majority_threshold\":%1,\"majority_mode\":\"%2\",\"minimum_labels\":%3,"
            "\"adoption_threshold\":%4}"_s.arg(majorityThreshold)
                .arg(modeKeys[static_cast<int>(majorityMode)])
                .arg(minimumLabels)
                .arg(adoptionThreshold));
        !status)
        return status;
    return transaction.commit();
}

} // namespace taxonomist::core
