// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/roundsview.h"
#include "lead/roundtablemodel.h"
#include "leadwindowfixture.h"
#include "reconcile/roundsampler.h"
#include "reconcile/roundstore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

TEST_F(LeadWindowTest, RoundsViewDrawsARecordedReproducibleRoundWithItsAgreement)
{
    openWindow();
    RoundsView *rounds = window->findChild<RoundsView *>(u"roundsView"_s);
    QAbstractItemModelTester tester(
        rounds->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    window->findChild<QTabWidget *>(u"leadTabs"_s)->setCurrentWidget(rounds);
    QTest::keyClicks(rounds->findChild<QLineEdit *>(u"roundName"_s), u"Pilot 1"_s);
    rounds->findChild<QSpinBox *>(u"roundSeed"_s)->selectAll();
    QTest::keyClicks(rounds->findChild<QSpinBox *>(u"roundSeed"_s), u"4242"_s);
    rounds->findChild<QSpinBox *>(u"roundSize"_s)->selectAll();
    QTest::keyClicks(rounds->findChild<QSpinBox *>(u"roundSize"_s), u"6"_s);
    ASSERT_EQ(rounds->findChild<QSpinBox *>(u"roundSeed"_s)->value(), 4242);
    ASSERT_EQ(rounds->findChild<QSpinBox *>(u"roundSize"_s)->value(), 6);
    QSignalSpy loaded(rounds, &RoundsView::roundsLoaded);
    QTest::mouseClick(rounds->findChild<QPushButton *>(u"drawRound"_s), Qt::LeftButton);
    ASSERT_TRUE(loaded.wait(10000));

    auto stored = RoundStore::rounds(project.store());
    ASSERT_TRUE(stored.ok());
    ASSERT_EQ(stored->size(), 1);
    EXPECT_EQ(stored->first().name, u"Pilot 1"_s);
    EXPECT_EQ(stored->first().seed, 4242u);
    EXPECT_TRUE(stored->first().stratified);
    EXPECT_EQ(stored->first().issueIds, *RoundSampler::sample(project.store(), 4242, 6, true));

    ASSERT_EQ(rounds->model()->rowCount(), 1);
    EXPECT_EQ(rounds->model()->index(0, RoundTableModel::IssuesColumn).data().toInt(), 6);
    const auto &agreement = rounds->model()->rounds().first().agreement;
    EXPECT_EQ(agreement.items, 6);
    const QString kappa = rounds->model()->index(0, RoundTableModel::KappaColumn).data().toString();
    EXPECT_EQ(kappa,
        agreement.summary.fleiss.kappa.isDefined() ? agreement.summary.fleiss.kappa.format(3)
                                                   : u"undefined"_s);
}
