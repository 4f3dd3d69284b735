// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/roundsview.h"
#include "lead/roundassigndialog.h"
#include "lead/roundtablemodel.h"
#include "lead/sampledialog.h"
#include "leadwindowfixture.h"
#include "reconcile/roundsampler.h"
#include "reconcile/roundstore.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QSqlQuery>
#include <QTableView>
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
    EXPECT_EQ(stored->first().strata, SampleStrata::Framework);
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

TEST_F(LeadWindowTest, SampleDialogShowsTheSizeAsItChangesAndDrawsARoundTheLeadAssigns)
{
    openWindow();
    RoundsView *rounds = window->findChild<RoundsView *>(u"roundsView"_s);
    window->findChild<QTabWidget *>(u"leadTabs"_s)->setCurrentWidget(rounds);
    ASSERT_TRUE(QTest::qWaitFor([rounds] { return !rounds->isLoading(); }, 10000));
    QTest::mouseClick(rounds->findChild<QPushButton *>(u"drawSample"_s), Qt::LeftButton);
    auto *dialog = rounds->findChild<SampleDialog *>(u"sampleDialog"_s);
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([dialog] { return dialog->plan().has_value(); }, 10000));
    QAbstractItemModelTester tester(
        dialog->findChild<QTableView *>(u"sampleStrataTable"_s)->model(),
        QAbstractItemModelTester::FailureReportingMode::Fatal);
    auto *size = dialog->findChild<QLabel *>(u"sampleSize"_s);
    // 12 issues at 95 % / 5 %: n = 384.15 / (1 + 383.15 / 12) = 11.67 → 12, everything.
    EXPECT_EQ(dialog->plan()->size.n, 12);
    EXPECT_TRUE(size->text().startsWith(u"Sample: 12 of 12 issues"_s))
        << size->text().toStdString();

    // 90 % / 20 %: n0 = 16.91, n = 16.91 / (1 + 15.91 / 12) = 7.29 → 8: alpha 7, beta 1.
    auto *confidence = dialog->findChild<QDoubleSpinBox *>(u"sampleConfidence"_s);
    confidence->selectAll();
    QTest::keyClicks(confidence, u"90"_s);
    auto *margin = dialog->findChild<QDoubleSpinBox *>(u"sampleMargin"_s);
    margin->selectAll();
    QTest::keyClicks(margin, u"20"_s);
    ASSERT_EQ(dialog->plan()->size.n, 8);
    EXPECT_TRUE(size->text().contains(u"16.91"_s)) << size->text().toStdString();
    EXPECT_TRUE(size->text().startsWith(u"Sample: 8 of 12 issues"_s)) << size->text().toStdString();
    const QAbstractItemModel *table
        = dialog->findChild<QTableView *>(u"sampleStrataTable"_s)->model();
    ASSERT_EQ(table->rowCount(), 3);
    EXPECT_EQ(table->index(0, 0).data().toString(), u"alpha"_s);
    EXPECT_EQ(table->index(0, 1).data().toString(), u"2024"_s);
    EXPECT_EQ(table->index(0, 3).data().toString(), u"7"_s);
    EXPECT_EQ(table->index(1, 3).data().toString(), u"1"_s);
    EXPECT_EQ(table->index(2, 3).data().toString(), u"8"_s);

    // Only alpha: N = 10, n = 16.91 / (1 + 15.91 / 10) = 6.53 → 7.
    auto *frameworks = dialog->findChild<QListWidget *>(u"sampleFrameworks"_s);
    ASSERT_EQ(frameworks->count(), 2);
    frameworks->item(1)->setCheckState(Qt::Unchecked);
    ASSERT_EQ(dialog->plan()->size.n, 7);
    EXPECT_EQ(table->rowCount(), 2);
    frameworks->item(0)->setCheckState(Qt::Unchecked);
    EXPECT_FALSE(dialog->plan().has_value());
    EXPECT_FALSE(
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    frameworks->item(0)->setCheckState(Qt::Checked);
    auto *seed = dialog->findChild<QSpinBox *>(u"sampleSeed"_s);
    seed->selectAll();
    QTest::keyClicks(seed, u"31"_s);
    const QList<qint64> expected = dialog->plan()->draw();

    QSignalSpy loaded(rounds, &RoundsView::roundsLoaded);
    QTest::mouseClick(
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    ASSERT_TRUE(loaded.wait(10000));
    auto stored = RoundStore::rounds(project.store());
    ASSERT_TRUE(stored.ok());
    ASSERT_EQ(stored->size(), 1);
    EXPECT_EQ(stored->first().name, u"Pilot"_s);
    EXPECT_EQ(stored->first().kind, Round::Kind::Pilot);
    EXPECT_EQ(stored->first().seed, 31u);
    EXPECT_EQ(stored->first().strata, SampleStrata::FrameworkYear);
    EXPECT_EQ(stored->first().frameworks, QStringList {u"alpha"_s});
    EXPECT_EQ(stored->first().issueIds, expected);
    EXPECT_EQ(rounds->model()->index(0, RoundTableModel::IssuesColumn).data().toInt(), 7);
    EXPECT_EQ(rounds->model()->index(0, RoundTableModel::StratifiedColumn).data().toString(),
        u"by framework and year, of alpha"_s);

    // Assign… the selected round: two volunteers per issue.
    auto *assign = rounds->findChild<QPushButton *>(u"assignRound"_s);
    EXPECT_FALSE(assign->isEnabled());
    rounds->findChild<QTableView *>(u"roundTable"_s)->selectRow(0);
    ASSERT_TRUE(assign->isEnabled());
    QTest::mouseClick(assign, Qt::LeftButton);
    auto *assignDialog = rounds->findChild<RoundAssignDialog *>(u"roundAssignDialog"_s);
    ASSERT_NE(assignDialog, nullptr);
    assignDialog->findChild<QRadioButton *>(u"assignPerIssue"_s)->setChecked(true);
    auto *perIssue = assignDialog->findChild<QSpinBox *>(u"assignK"_s);
    EXPECT_EQ(perIssue->maximum(), 3) << "the lead project's three volunteers";
    perIssue->setValue(2);
    QTest::mouseClick(assignDialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
        Qt::LeftButton);
    QSqlQuery count(project.store().database());
    ASSERT_TRUE(count.exec(u"SELECT count(*), count(DISTINCT issue_id) FROM assignments"_s)
        && count.next());
    EXPECT_EQ(count.value(0).toInt(), 14);
    EXPECT_EQ(count.value(1).toInt(), 7);
    EXPECT_TRUE(rounds->findChild<QLabel *>(u"roundStatus"_s)->text().contains(u"14 new"_s))
        << rounds->findChild<QLabel *>(u"roundStatus"_s)->text().toStdString();
}
