#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

// A tidy CSV for pandas and R: one row per issue x annotator, with the label's full code path
// (type, theme, sub-theme), summary and false-positive flag, and the final label with
// its method. An annotator who has not rated an issue gets a row with empty label fields.
class LongFormatExporter final
{
public:
    static Result<qsizetype> write(const ProjectStore &store, const QString &path);
};

} // namespace taxonomist::core
