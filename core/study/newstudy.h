// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studyframeworks.h"
#include "taxonomy/taxonomy.h"

#include <QString>

#include <optional>

namespace taxonomist::core {

struct NewStudySummary
{
    int volunteers = 0;
    int taxonomyNodes = 0;
    int frameworks = 0;
};

// A project for a study of one's own: no frameworks, no issues, the taxonomy given (or none, for
// a taxonomy grown from open codes later) and N volunteers "Volunteer 1".."Volunteer N" holding
// the label columns Label1..LabelN. Created whole or not at all: the file appears only once it
// is complete, and never replaces anything at `path`.
class NewStudy final
{
public:
    // With `frameworks` (StudyFrameworks::add's rules) added in the same transaction: the app's
    // wizard creates the whole study or nothing.
    static Result<NewStudySummary> create(const QString &path,
        const std::optional<Taxonomy> &taxonomy, int volunteers, const QString &actor,
        const QList<FrameworkDefinition> &frameworks = {});
};

} // namespace taxonomist::core
