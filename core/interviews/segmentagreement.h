// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "agreement/agreementvalue.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

class ProjectStore;

// Agreement between coders on transcript segments, measured by overlap at the character level
// (docs/interviews.md gives the method): for each pair of coders, over the transcripts both
// coded, and for each code, every character (code point) is coded by both, by one, or by neither.
// From that 2×2 table: percentage agreement, Cohen's κ (as NVivo's coding comparison reports
// them) and the Dice overlap 2|A∩B| / (|A| + |B|), which ignores the text neither coded. The
// pair's figures pool the tables of all its codes.
class SegmentAgreement final
{
public:
    struct Table
    {
        qint64 both = 0;
        qint64 onlyFirst = 0;
        qint64 onlySecond = 0;
        qint64 neither = 0;

        qint64 total() const { return both + onlyFirst + onlySecond + neither; }
        AgreementValue percent() const;
        AgreementValue kappa() const;
        AgreementValue dice() const;
        Table &operator+=(const Table &other);
    };
    struct CodeRow
    {
        QString code;
        Table table;
    };
    struct Pair
    {
        QString first; // coder names; "code book" for the project's code book layer
        QString second;
        int transcripts = 0;
        qint64 characters = 0;
        Table pooled;
        QList<CodeRow> codes;
    };

    int level = -1; // -1: codes as linked; else codes rolled up to that taxonomy level
    QList<Pair> pairs;
    QStringList notes;

    static Result<SegmentAgreement> compute(const ProjectStore &store, int level = -1);
    QJsonObject toJson() const;
    QString toText() const;
    static QString codeBookLayer() { return QStringLiteral("code book"); }
};

} // namespace taxonomist::core
