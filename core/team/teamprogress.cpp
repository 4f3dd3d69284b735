// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "teamprogress.h"

#include "store/projectstore.h"
#include "store/sqlitestatement.h"

#include <cmath>

namespace taxonomist::core {

Result<QList<VolunteerProgress>> TeamProgress::compute(const ProjectStore &store, QDate today)
{
    const QString since
        = today.addDays(1 - windowDays).toString(Qt::ISODate); // the window's first day, 00:00 UTC
    SqliteStatement rows(store.handle(),
        "SELECT a.id, a.name, a.label_column,"
        " (SELECT count(*) FROM assignments s WHERE s.annotator_id = a.id),"
        " (SELECT count(*) FROM assignments s JOIN labels l ON l.issue_id = s.issue_id"
        "  AND l.annotator_id = s.annotator_id WHERE s.annotator_id = a.id),"
        " (SELECT count(*) FROM labels l WHERE l.annotator_id = a.id AND l.updated_at >= ?)"
        " FROM annotators a WHERE a.label_column IS NOT NULL ORDER BY a.label_column");
    rows.bind(1, since);
    QList<VolunteerProgress> result;
    while (rows.next()) {
        VolunteerProgress progress;
        progress.annotatorId = rows.integer(0);
        progress.name = rows.text(1);
        progress.labelColumn = static_cast<int>(rows.integer(2));
        progress.assigned = rows.integer(3);
        progress.done = rows.integer(4);
        progress.recentLabels = rows.integer(5);
        progress.labelsPerDay = double(progress.recentLabels) / windowDays;
        if (progress.remaining() > 0 && progress.labelsPerDay > 0)
            progress.finish = today.addDays(
                qint64(std::ceil(double(progress.remaining()) / progress.labelsPerDay)));
        result.append(progress);
    }
    if (auto status = rows.readStatus(); !status)
        return status.error();
    return result;
}

} // namespace taxonomist::core
