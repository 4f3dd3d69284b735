// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/proposalsview.h"
#include "lead/proposaldialog.h"
#include "lead/proposaltablemodel.h"
#include "leadwindowfixture.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "reconcile/proposalstore.h"
#include "session/projectsession.h"
#include "workbench/workbench.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTreeView>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

class ProposalsViewTest : public LeadWindowTest
{
protected:
    // Volunteer 1 proposes from the workbench, standing on C.3.ii of alpha/1.
    qint64 proposeWithTheDialog(const QString &name)
    {
        ProposalDialog dialog(&project.store(), project.annotator(1), project.issue(u"alpha"_s, 1),
            project.node(u"C.3.ii"_s));
        dialog.show();
        EXPECT_TRUE(dialog.findChild<QComboBox *>(u"proposalParent"_s)
                        ->currentText()
                        .startsWith(u"new sub-theme of C.3 "_s))
            << "next to C.3.ii";
        EXPECT_EQ(dialog.findChild<QLineEdit *>(u"proposalExample"_s)->text(),
            LeadProject::url(u"alpha"_s, 1));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(u"proposalName"_s), name);
        QTest::keyClicks(dialog.findChild<QPlainTextEdit *>(u"proposalDescription"_s),
            u"Hangs in collective communication across ranks"_s);
        QSignalSpy proposed(&dialog, &ProposalDialog::proposed);
        QTest::mouseClick(
            dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        EXPECT_EQ(proposed.count(), 1)
            << dialog.findChild<QLabel *>(u"proposalError"_s)->text().toStdString();
        return dialog.proposalId();
    }

    // One annotator's proposals view, as the main window would show it to them.
    std::unique_ptr<ProposalsView> viewFor(qint64 annotatorId)
    {
        sessions.push_back(openSession(project.path(), annotatorId));
        auto view = std::make_unique<ProposalsView>(sessions.back().get(), &viewDialogs);
        view->show();
        return view;
    }

    // The picker a volunteer gets when the project is opened again.
    bool pickerOffers(const QString &code, qint64 annotatorId)
    {
        const auto volunteer = openSession(project.path(), annotatorId);
        Workbench workbench(volunteer.get());
        const TaxonomyModel *model = workbench.taxonomyModel();
        const int index = model->taxonomy().indexOfCode(code);
        if (index < 0)
            return false;
        QTest::keyClicks(workbench.picker()->findChild<QLineEdit *>(u"taxonomySearch"_s), code);
        return workbench.picker()
                   ->findChild<QTreeView *>(u"taxonomyTree"_s)
                   ->currentIndex()
                   .data(TaxonomyModel::CodeRole)
                   .toString()
            == code;
    }

    RecordingLeadDialogs viewDialogs;
    std::vector<std::unique_ptr<ProjectSession>> sessions; // one per viewFor(), outliving its view
};

} // namespace

TEST_F(ProposalsViewTest, AProposalAdoptedByEveryoneAppearsInEveryPicker)
{
    const qint64 id = proposeWithTheDialog(u"Collective Deadlocks"_s);
    ASSERT_GT(id, 0);
    for (const int position : {2, 3}) {
        auto view = viewFor(project.annotator(position));
        QAbstractItemModelTester tester(
            view->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view->selectProposal(id);
        QTest::mouseClick(view->findChild<QPushButton *>(u"approveProposal"_s), Qt::LeftButton);
        EXPECT_EQ(ProposalStore::proposal(project.store(), id)->status, Proposal::Status::Open)
            << "the lead has not voted yet";
    }
    EXPECT_FALSE(pickerOffers(u"C.3.iv"_s, project.annotator(2)));

    // The lead votes last, in the lead's window.
    openWindow();
    QSignalSpy changed(session.get(), &ProjectSession::taxonomyChanged);
    window->findChild<ProposalsView *>(u"proposalsView"_s)->selectProposal(id);
    QTest::mouseClick(window->findChild<ProposalsView *>(u"proposalsView"_s)
                          ->findChild<QPushButton *>(u"approveProposal"_s),
        Qt::LeftButton);
    EXPECT_EQ(changed.count(), 1);
    auto adopted = ProposalStore::proposal(project.store(), id);
    EXPECT_EQ(adopted->status, Proposal::Status::Adopted);
    EXPECT_EQ(adopted->code, u"C.3.iv"_s);
    EXPECT_EQ(project.store().info(u"taxonomy.version"_s), u"1.1.0"_s);
    for (const int position : {1, 2, 3})
        EXPECT_TRUE(pickerOffers(u"C.3.iv"_s, project.annotator(position)))
            << "Volunteer " << position;
    const QString outcome = window->findChild<ProposalsView *>(u"proposalsView"_s)
                                ->model()
                                ->index(0, ProposalTableModel::OutcomeColumn)
                                .data()
                                .toString();
    EXPECT_EQ(outcome, u"C.3.iv in taxonomy 1.1.0"_s);
}

TEST_F(ProposalsViewTest, OneRejectionKeepsItOutOfEveryPickerWithItsReason)
{
    const qint64 id = proposeWithTheDialog(u"Collective Deadlocks"_s);
    auto view = viewFor(project.annotator(3));
    view->selectProposal(id);
    QTest::mouseClick(view->findChild<QPushButton *>(u"rejectProposal"_s), Qt::LeftButton);
    EXPECT_EQ(viewDialogs.errors.size(), 1) << "a rejection needs a reason";
    QTest::keyClicks(
        view->findChild<QLineEdit *>(u"rejectionReason"_s), u"C.3.ii already covers hangs"_s);
    QTest::keyClick(view->findChild<QLineEdit *>(u"rejectionReason"_s), Qt::Key_Return);
    auto rejected = ProposalStore::proposal(project.store(), id);
    EXPECT_EQ(rejected->status, Proposal::Status::Rejected);
    EXPECT_EQ(rejected->reason, u"Volunteer 3: C.3.ii already covers hangs"_s);
    EXPECT_FALSE(view->findChild<QPushButton *>(u"approveProposal"_s)->isEnabled())
        << "a decided proposal takes no votes";
    for (const int position : {1, 2, 3})
        EXPECT_FALSE(pickerOffers(u"C.3.iv"_s, project.annotator(position)));
    EXPECT_TRUE(view->findChild<QLabel *>(u"proposalDetail"_s)
                    ->text()
                    .contains(u"C.3.ii already covers hangs"_s));
}

TEST_F(ProposalsViewTest, TheDialogStaysOpenOnAnError)
{
    ProposalDialog dialog(&project.store(), project.annotator(1), 0, project.node(u"C"_s));
    dialog.show();
    QTest::keyClicks(
        dialog.findChild<QLineEdit *>(u"proposalName"_s), u"Distributed and Parallel Execution"_s);
    QTest::mouseClick(
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_TRUE(dialog.findChild<QLabel *>(u"proposalError"_s)->text().contains(u"already has"_s))
        << dialog.findChild<QLabel *>(u"proposalError"_s)->text().toStdString();
    EXPECT_EQ(dialog.proposalId(), 0);
    EXPECT_TRUE(ProposalStore::proposals(project.store())->isEmpty());
}

TEST_F(ProposalsViewTest, ExportsTheTaxonomyIntoAFolder)
{
    openWindow();
    dialogs->folderAnswer = project.scratch(u"taxonomy-out"_s);
    QTest::mouseClick(window->findChild<ProposalsView *>(u"proposalsView"_s)
                          ->findChild<QPushButton *>(u"exportTaxonomy"_s),
        Qt::LeftButton);
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_TRUE(QFileInfo::exists(project.scratch(u"taxonomy-out/llm-challenges.json"_s)));
    EXPECT_TRUE(readAll(project.scratch(u"taxonomy-out/bug_symptoms.csv"_s))
                    .startsWith("rootcause,subcategory,symptoms\n"));
}
