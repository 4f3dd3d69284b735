// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "chartpanel.h"

#include "common/dialogservice.h"
#include "common/untrustedtext.h"
#include "util/savefile.h"
#include "widgetexport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

ChartPanel::ChartPanel(const QString &title, QWidget *content, const QAbstractItemModel *table,
    DialogService *dialogs, QWidget *parent)
    : QFrame(parent)
    , m_titleText(title)
    , m_content(content)
    , m_table(table)
    , m_dialogs(dialogs)
    , m_note(UntrustedText::plain(new QLabel(this)))
{
    setObjectName(u"panel-"_s + core::Figure::stemOf(title));
    setFrameShape(QFrame::StyledPanel);
    auto *heading = new QLabel(u"<b>%1</b>"_s.arg(title.toHtmlEscaped()), this);
    auto *header = new QHBoxLayout;
    header->addWidget(heading, 1);
    const QStringList formats
        = table ? QStringList {u"csv"_s} : QStringList {u"png"_s, u"svg"_s, u"pdf"_s};
    for (const QString &format : formats) {
        auto *button = new QToolButton(this);
        button->setObjectName(u"export-"_s + format);
        button->setText(format.toUpper());
        button->setToolTip(tr("Save as %1").arg(format.toUpper()));
        button->setAccessibleName(tr("Save “%1” as %2").arg(title, format.toUpper()));
        button->setAutoRaise(true);
        connect(button, &QToolButton::clicked, this, [this, format] { askAndExport(format); });
        header->addWidget(button);
    }
    m_note->setWordWrap(true);
    m_note->setStyleSheet(u"color: palette(placeholder-text)"_s);
    m_note->hide();
    content->setParent(this);
    if (content->accessibleName().isEmpty()) // the chart or table is named by its panel's title
        content->setAccessibleName(title);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(content, 1);
    layout->addWidget(m_note);
}

void ChartPanel::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

void ChartPanel::setFigure(std::function<std::optional<core::Figure>()> figure)
{
    m_figure = std::move(figure);
}

bool ChartPanel::exportFigure(const QString &path, core::FigureFormat format, int dpi)
{
    const std::optional<core::Figure> figure = m_figure();
    if (!figure)
        return false;
    auto bytes = core::FigureWriter::write(*figure, format, dpi);
    return bytes && core::saveFile(path, *bytes).ok();
}

bool ChartPanel::exportPng(const QString &path, int dpi)
{
    if (m_figure)
        return exportFigure(path, core::FigureFormat::Png, dpi);
    return WidgetExport::png(m_content, path, m_titleText, dpi).ok();
}

bool ChartPanel::exportSvg(const QString &path)
{
    if (m_figure)
        return exportFigure(path, core::FigureFormat::Svg, core::FigureWriter::DefaultDpi);
    return WidgetExport::svg(m_content, path, m_titleText).ok();
}

bool ChartPanel::exportPdf(const QString &path)
{
    if (m_figure)
        return exportFigure(path, core::FigureFormat::Pdf, core::FigureWriter::DefaultDpi);
    return WidgetExport::pdf(m_content, path, m_titleText).ok();
}

int ChartPanel::askDpi(DialogService *dialogs, QWidget *parent)
{
    const QString asked = dialogs->chooseItem(parent, tr("PNG resolution"),
        tr("Dots per inch (%1 to %2):")
            .arg(core::FigureWriter::MinimumDpi)
            .arg(core::FigureWriter::MaximumDpi),
        {u"150"_s, u"300"_s, u"600"_s}, QString::number(core::FigureWriter::DefaultDpi), true);
    if (asked.isEmpty())
        return 0;
    bool ok = false;
    const int dpi = asked.trimmed().toInt(&ok);
    if (!ok || dpi < core::FigureWriter::MinimumDpi || dpi > core::FigureWriter::MaximumDpi) {
        dialogs->showError(parent, tr("Export"),
            tr("“%1” is not a resolution from %2 to %3 dots per inch")
                .arg(asked)
                .arg(core::FigureWriter::MinimumDpi)
                .arg(core::FigureWriter::MaximumDpi));
        return 0;
    }
    return dpi;
}

bool ChartPanel::exportCsv(const QString &path)
{
    return m_table && WidgetExport::csv(m_table, path).ok();
}

void ChartPanel::askAndExport(const QString &suffix)
{
    // The figure's own ASCII name when there is one (its title is English, as a paper's), else
    // the panel's title's.
    const std::optional<core::Figure> figure = m_figure ? m_figure() : std::nullopt;
    const QString stem = figure ? figure->stem : core::Figure::stemOf(m_titleText);
    const QString asked = m_dialogs->saveFilePath(this, tr("Save %1").arg(m_titleText),
        stem + u"."_s + suffix, u"%1 (*.%2)"_s.arg(suffix.toUpper(), suffix));
    if (asked.isEmpty())
        return;
    // The file's name says what it holds: a name typed without the extension gets it, and one
    // with another format's gets this one's instead.
    const QString path = WidgetExport::withSuffix(asked, suffix);
    int dpi = core::FigureWriter::DefaultDpi;
    if (suffix == u"png"_s && (dpi = askDpi(m_dialogs, this)) == 0)
        return;
    const bool ok = suffix == u"png"_s ? exportPng(path, dpi)
        : suffix == u"svg"_s           ? exportSvg(path)
        : suffix == u"pdf"_s           ? exportPdf(path)
                                       : exportCsv(path);
    if (!ok)
        m_dialogs->showError(this, tr("Export"), tr("%1: could not be written").arg(path));
}

} // namespace taxonomist::ui
