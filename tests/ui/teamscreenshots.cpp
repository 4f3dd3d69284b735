// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renders Team › Create Team Server… and Team › Join Team… filled in as the lead and a volunteer
// would, to DOCS_FOLDER/team-create.png and DOCS_FOLDER/team-join.png (run by hand:
// team_screenshots DOCS_FOLDER). No server is needed: nothing is submitted. The join dialog is
// shown with an invitation pasted.
#include "common/headlessdialogservice.h"
#include "teamwork/serversetupdialog.h"

#include "team/invitationtext.h"

#include <cstdio>
#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace taxonomist;

namespace {

bool render(
    ui::ServerSetupDialog &dialog, const QString &address, const QString &path, const QString &file)
{
    dialog.setKeychainAvailable(true);
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return false;
    if (auto *invitation = dialog.findChild<QLineEdit *>(u"invitationText"_s)) {
        // Join: the invitation the lead handed over, pasted; it fills the address and password.
        core::Invitation given;
        given.name = u"Volunteer 3"_s;
        given.role = u"volunteer"_s;
        given.url = address;
        given.login = QUrl(address).userName();
        given.password = u"Xk3-9pQ_wR7tZ2mB5nV8cL4e"_s;
        invitation->setText(core::InvitationText::encode(given));
        invitation->setCursorPosition(0);
    } else {
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"serverAddress"_s), address);
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"serverPassword"_s), u"correct horse"_s);
    }
    if (auto *project = dialog.findChild<QLineEdit *>(u"projectPath"_s))
        QTest::keyClicks(project, path);
    dialog.adjustSize();
    QTest::qWait(100);
    return dialog.grab().save(file);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"docs"_s);
    ui::HeadlessDialogService dialogs(u"team_screenshots"_s);
    ui::ServerSetupDialog create(ui::ServerSetupDialog::Mode::Create, dialogs);
    if (!render(create, u"postgresql://lena@lab-server/study?sslmode=verify-full"_s, {},
            out.filePath(u"team-create.png"_s)))
        return 1;
    ui::ServerSetupDialog join(ui::ServerSetupDialog::Mode::Join, dialogs);
    if (!render(join,
            u"postgresql://tx_5f0c9a1e2b3d4c6f_m_8e1d3c2b4a5f46e7a9b0c1d2e3f4a5b6@lab-server/study?sslmode=verify-full"_s,
            u"/home/ana/Study/study-volunteer-3.taxonomist"_s, out.filePath(u"team-join.png"_s)))
        return 2;
    std::printf("wrote %s and %s\n", qPrintable(out.filePath(u"team-create.png"_s)),
        qPrintable(out.filePath(u"team-join.png"_s)));
    return 0;
}
