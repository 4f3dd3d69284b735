#pragma once

#include "result.h"

#include <QString>

namespace taxonomist::core {

class ProjectStore;

struct StudyExportSummary
{
    int csvFiles = 0;
    int yearFiles = 0;
    int otherFiles = 0;
    qsizetype issues = 0;
};

// Writes the project in the study repository's layout: FOLDER/Issue Report/NAME/NAME.csv with
// Label1..LabelN and Final_Label as theme codes, NAME_YEAR.txt in the order they were read, and
// the study's other files as imported. An unchanged import is written back byte for byte.
class StudyExporter final
{
public:
    static Result<StudyExportSummary> exportTo(const ProjectStore &store, const QString &folder);
};

} // namespace taxonomist::core
