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
    RoundsView *rounds = window->rounds();
    QAbstractItemModelTester tester(rounds->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    window->tabs()->setCurrentWidget(rounds);
    QTest::keyClicks(rounds->nameField(), u"Pilot 1"_s);
    rounds->seedField()->selectAll();
    QTest::keyClicks(rounds->seedField(), u"4242"_s);
    rounds->sizeField()->selectAll();
    QTest::keyClicks(rounds->sizeField(), u"6"_s);
    ASSERT_EQ(rounds->seedField()->value(), 4242);
    ASSERT_EQ(rounds->sizeField()->value(), 6);
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
    EXPECT_EQ(kappa, agreement.summary.fleiss.kappa.isDefined() ? agreement.summary.fleiss.kappa.format(3) : u"undefined"_s);
}
