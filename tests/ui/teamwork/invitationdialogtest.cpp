// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Team › Join Team… takes the invitation the lead handed over, pasted or opened from its file:
// the address and the one-time password are filled in from it; a cut or made-up one is refused
// in the dialog, saying why, and fills nothing.

#include "recordingdialogservice.h"
#include "team/invitationtext.h"
#include "teamwork/serversetupdialog.h"

#include "sampleinvitation.h"

#include <gtest/gtest.h>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace taxonomist;
using namespace taxonomist::core;

namespace {

Invitation ana()
{
    return taxonomist::test::sampleInvitation();
}

} // namespace

TEST(JoinDialog, APastedOrOpenedInvitationFillsTheAddressAndThePassword)
{
    test::RecordingDialogService dialogs;
    ui::ServerSetupDialog dialog(ui::ServerSetupDialog::Mode::Join, dialogs);
    dialog.show();
    auto *invitation = dialog.findChild<QLineEdit *>(u"invitationText"_s);
    auto *state = dialog.findChild<QLabel *>(u"invitationState"_s);
    ASSERT_NE(invitation, nullptr);
    ASSERT_NE(state, nullptr);

    const QString text = InvitationText::encode(ana());
    invitation->setText(text.left(50)); // cut on its way
    EXPECT_TRUE(state->text().contains(u"not a Taxonomist invitation"_s))
        << state->text().toStdString();
    EXPECT_TRUE(dialog.address().isEmpty());
    EXPECT_TRUE(dialog.password().isEmpty());

    invitation->clear();
    QTest::keyClicks(invitation, text);
    EXPECT_EQ(dialog.address(), ana().url);
    EXPECT_EQ(dialog.password(), ana().password);
    EXPECT_TRUE(state->text().contains(u"Ana"_s)) << state->text().toStdString();

    // From a file the lead wrote with `team invite -o`.
    QTemporaryDir dir;
    Invitation dana = ana();
    dana.name = u"Dana"_s;
    dana.role = u"viewer"_s;
    dana.password = u"another-one-time-password"_s;
    const QString file = dir.filePath(u"dana.invitation"_s);
    ASSERT_TRUE(InvitationText::save(dana, file));
    dialogs.openFileAnswer = file;
    dialog.findChild<QPushButton *>(u"openInvitation"_s)->click();
    EXPECT_EQ(dialog.password(), u"another-one-time-password"_s);
    EXPECT_TRUE(state->text().contains(u"Dana"_s)) << state->text().toStdString();
}
