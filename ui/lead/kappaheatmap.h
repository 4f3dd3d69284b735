// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <optional>

namespace taxonomist::ui {

// Pairwise Cohen's κ of the annotators as a heatmap: one cell per pair, coloured from red
// (κ ≤ 0) through yellow to green (κ = 1), the value written in the cell; "—" where κ is
// undefined. Painted with QPainter, so it renders to PNG and SVG like the charts.
class KappaHeatmap final : public QWidget
{
    Q_OBJECT

public:
    explicit KappaHeatmap(QWidget *parent = nullptr);

    // `values` is names.size() × names.size(), row-major.
    void setMatrix(const QStringList &names, const QList<std::optional<double>> &values);
    const QStringList &names() const { return m_names; }
    std::optional<double> value(int row, int column) const;
    // The colour of a κ value, as the cells and the legend use it.
    static QColor colorFor(double kappa);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QStringList m_names;
    QList<std::optional<double>> m_values;
};

} // namespace taxonomist::ui
