// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace taxonomist::core {

// How a sample is stratified: each stratum gets its share of the size (largest remainders).
enum class SampleStrata { None, Framework, FrameworkYear };

// A sample of issues the team labels together: a pilot to calibrate, or a later round.
struct Round
{
    enum class Kind { Pilot, Round };

    qint64 id = 0;
    QString name;
    Kind kind = Kind::Pilot;
    quint64 seed = 0;
    int size = 0; // the size asked for; issueIds may hold fewer when the project is smaller
    SampleStrata strata = SampleStrata::Framework;
    QStringList frameworks; // the frameworks it was drawn from; empty: every framework
    qint64 createdBy = 0;
    QString createdAt;
    QList<qint64> issueIds; // in the study's order
};

} // namespace taxonomist::core
