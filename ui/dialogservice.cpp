#include "dialogservice.h"

#include <QFileDialog>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace taxonomist::ui {

namespace {
const QString projectFilter = u"Taxonomist projects (*.taxonomist *.sqlite *.db);;All files (*)"_s;
}

QString WidgetDialogService::openProjectPath(QWidget *parent)
{
    return QFileDialog::getOpenFileName(parent, u"Open Project"_s, QString(), projectFilter);
}

QString WidgetDialogService::newProjectPath(QWidget *parent)
{
    QString path = QFileDialog::getSaveFileName(parent, u"New Project"_s, u"Untitled.taxonomist"_s, projectFilter);
    if (!path.isEmpty() && !path.contains(u'.'))
        path += u".taxonomist"_s;
    return path;
}

void WidgetDialogService::showError(QWidget *parent, const QString &title, const QString &message)
{
    QMessageBox::critical(parent, title, message);
}

} // namespace taxonomist::ui
