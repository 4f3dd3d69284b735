// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "confusionmatrix.h"

namespace taxonomist::core {

ConfusionMatrix::ConfusionMatrix(int categories)
    : m_categories(categories > 0 ? categories : 0)
    , m_counts(std::size_t(m_categories) * std::size_t(m_categories), 0.0)
{ }

ConfusionMatrix ConfusionMatrix::fromRows(const std::vector<std::vector<double>> &rows)
{
    const int q = int(rows.size());
    ConfusionMatrix matrix(q);
    for (int a = 0; a < q; ++a) {
        if (rows[a].size() != rows.size())
            return ConfusionMatrix();
        for (int b = 0; b < q; ++b)
            matrix.add(a, b, rows[a][b]);
    }
    return matrix;
}

ConfusionMatrix ConfusionMatrix::between(const RatingTable &table, int raterA, int raterB)
{
    if (!table.hasRaterIdentity() || !table.isValid() || raterA < 0 || raterB < 0
        || raterA >= table.raters() || raterB >= table.raters())
        return ConfusionMatrix();
    ConfusionMatrix matrix(table.categories());
    for (int i = 0; i < table.items(); ++i) {
        const int a = table.at(i, raterA);
        const int b = table.at(i, raterB);
        if (a >= 0 && b >= 0)
            matrix.add(a, b);
    }
    return matrix;
}

double ConfusionMatrix::total() const
{
    double sum = 0.0;
    for (double n : m_counts)
        sum += n;
    return sum;
}

double ConfusionMatrix::rowTotal(int categoryA) const
{
    double sum = 0.0;
    for (int b = 0; b < m_categories; ++b)
        sum += count(categoryA, b);
    return sum;
}

double ConfusionMatrix::columnTotal(int categoryB) const
{
    double sum = 0.0;
    for (int a = 0; a < m_categories; ++a)
        sum += count(a, categoryB);
    return sum;
}

} // namespace taxonomist::core
