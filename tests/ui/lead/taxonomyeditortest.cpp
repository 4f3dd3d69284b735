// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lead/taxonomyeditordialog.h"
#include "leadwindowfixture.h"
#include "picker/taxonomymodel.h"
#include "picker/taxonomypicker.h"
#include "reconcile/finallabelstore.h"
#include "session/projectsession.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QCheckBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTreeView>

using namespace taxonomist::core;
using namespace taxonomist::test;
using namespace taxonomist::ui;
using namespace Qt::StringLiterals;

namespace {

// The index of the node with `code` among the rows a tree shows (invalid when it shows none).
QModelIndex rowOf(const QTreeView *tree, const QString &code)
{
    const QModelIndexList found = tree->model()->match(tree->model()->index(0, 0),
        TaxonomyModel::CodeRole, code, 1, Qt::MatchExactly | Qt::MatchRecursive);
    return found.value(0);
}

class TaxonomyEditorTest : public LeadWindowTest
{
protected:
    // Taxonomy › Edit Taxonomy… in the lead's window, once the labels are counted.
    TaxonomyEditorDialog *openEditor()
    {
        openWindow();
        auto *action = window->findChild<QAction *>(u"editTaxonomyAction"_s);
        EXPECT_NE(action, nullptr);
        if (!action)
            return nullptr;
        EXPECT_TRUE(action->isEnabled()) << "the lead edits the taxonomy";
        action->trigger();
        auto *editor = window->findChild<TaxonomyEditorDialog *>();
        EXPECT_NE(editor, nullptr);
        if (editor) {
            EXPECT_TRUE(QTest::qWaitFor([editor] { return !editor->isCounting(); }, 10000));
        }
        return editor;
    }

    template<typename T>
    T *child(const QString &name)
    {
        auto *found = window->findChild<TaxonomyEditorDialog *>()->findChild<T *>(name);
        EXPECT_NE(found, nullptr) << name.toStdString();
        return found;
    }

    // Clicks the node in one of the editor's trees.
    bool choose(const QString &tree, const QString &code)
    {
        auto *view = child<QTreeView>(tree);
        const QModelIndex index = rowOf(view, code);
        if (!index.isValid())
            return false;
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        return view->currentIndex() == index;
    }

    void click(const QString &button) { child<QPushButton>(button)->click(); }

    // Read through a connection of its own, as another program sees the file.
    QString query(const QString &sql, const QVariantList &values = {})
    {
        auto store = ProjectStore::open(project.path(), ProjectStore::OpenMode::ExistingOnly);
        EXPECT_TRUE(store.ok());
        QSqlQuery q((*store)->database());
        q.prepare(sql);
        for (const QVariant &value : values)
            q.addBindValue(value);
        if (!q.exec() || !q.next())
            return {};
        return q.value(0).toString();
    }
    int labelsOn(const QString &code)
    {
        return query(u"SELECT count(*) FROM labels l JOIN taxonomy_nodes n ON n.id = l.node_id"
                     " WHERE n.code = ?"_s,
            {code})
            .toInt();
    }
    QString labelOf(const QString &framework, int number, int position)
    {
        return query(u"SELECT n.code FROM labels l JOIN taxonomy_nodes n ON n.id = l.node_id"
                     " WHERE l.issue_id = ? AND l.annotator_id = ?"_s,
            {project.issue(framework, number), project.annotator(position)});
    }
    bool isRetired(const QString &code)
    {
        return query(u"SELECT retired FROM taxonomy_nodes WHERE code = ?"_s, {code}).toInt() == 1;
    }
    QString version()
    {
        return query(u"SELECT value FROM project_info WHERE key = ?"_s, {u"taxonomy.version"_s});
    }
};

TEST_F(TaxonomyEditorTest, RenameShowsInTheTreeAndTheProject)
{
    auto *editor = openEditor();
    ASSERT_NE(editor, nullptr);
    const QString before = version();
    EXPECT_TRUE(child<QLabel>(u"taxonomyVersion"_s)->text().contains(before));
    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3"_s));
    auto *name = child<QLineEdit>(u"renameName"_s);
    EXPECT_EQ(name->text(), u"Distributed and Parallel Execution"_s);
    name->clear();
    QTest::keyClicks(name, u"Distributed Runtime"_s);
    auto *description = child<QPlainTextEdit>(u"renameDescription"_s);
    description->selectAll();
    QTest::keyClicks(description, u"Ranks, collectives and sharding"_s);
    click(u"renameButton"_s);

    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_TRUE(dialogs->confirmations.isEmpty()) << "a rename moves no label";
    EXPECT_EQ(
        query(u"SELECT name FROM taxonomy_nodes WHERE code = 'C.3'"_s), u"Distributed Runtime"_s);
    EXPECT_EQ(query(u"SELECT description FROM taxonomy_nodes WHERE code = 'C.3'"_s),
        u"Ranks, collectives and sharding"_s);
    EXPECT_NE(version(), before);
    auto *tree = child<QTreeView>(u"taxonomyEditorTree"_s);
    EXPECT_EQ(rowOf(tree, u"C.3"_s).data().toString(), u"C.3  Distributed Runtime"_s);
    EXPECT_TRUE(child<QLabel>(u"taxonomyVersion"_s)->text().contains(version()));
    EXPECT_TRUE(child<QLabel>(u"changeResult"_s)->text().contains(version()))
        << child<QLabel>(u"changeResult"_s)->text().toStdString();
    EXPECT_EQ(labelOf(u"alpha"_s, 1, 1), u"C.3"_s) << "the code and the labels stay";
}

TEST_F(TaxonomyEditorTest, MergeCarriesLabelsAndDecisionsToTheTarget)
{
    FinalLabelWrite decision;
    decision.issueId = project.issue(u"alpha"_s, 3);
    decision.label = FinalLabel();
    decision.label->nodeId = project.node(u"C.3.i"_s);
    ASSERT_TRUE(FinalLabelStore::write(project.store(), {decision}, u"test"_s, u"decide"_s).ok());
    ASSERT_EQ(labelsOn(u"C.3.i"_s), 4);
    ASSERT_EQ(labelsOn(u"C.3.ii"_s), 1);
    auto *editor = openEditor();
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3.i"_s));
    child<QTabWidget>(u"editorTabs"_s)->setCurrentIndex(1);
    QTest::keyClicks(child<QLineEdit>(u"mergeSearch"_s), u"C.3.ii"_s);
    EXPECT_EQ(child<QTreeView>(u"mergeTargets"_s)
                  ->currentIndex()
                  .data(TaxonomyModel::CodeRole)
                  .toString(),
        u"C.3.ii"_s)
        << "typing the code chooses the target";
    const QString preview = child<QLabel>(u"mergePreview"_s)->text();
    EXPECT_TRUE(preview.startsWith(u"4 labels and 1 decisions move to C.3.ii "_s))
        << preview.toStdString();
    EXPECT_TRUE(preview.endsWith(u"C.3.i retires."_s)) << preview.toStdString();
    click(u"mergeButton"_s);

    ASSERT_EQ(dialogs->confirmations, QStringList {preview});
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_EQ(labelsOn(u"C.3.i"_s), 0);
    EXPECT_EQ(labelsOn(u"C.3.ii"_s), 5);
    EXPECT_EQ(finalCode(u"alpha"_s, 3), u"C.3.ii"_s);
    EXPECT_TRUE(isRetired(u"C.3.i"_s));
    EXPECT_TRUE(child<QLabel>(u"changeResult"_s)
                    ->text()
                    .contains(u"4 labels and 1 decisions carried along"_s))
        << child<QLabel>(u"changeResult"_s)->text().toStdString();
    auto *tree = child<QTreeView>(u"taxonomyEditorTree"_s);
    EXPECT_FALSE(rowOf(tree, u"C.3.i"_s).isValid()) << "retired nodes are hidden by default";
    EXPECT_EQ(tree->currentIndex().data(TaxonomyModel::CodeRole).toString(), u"C.3.ii"_s);
    child<QCheckBox>(u"showRetiredBox"_s)->setChecked(true);
    EXPECT_TRUE(rowOf(tree, u"C.3.i"_s).data().toString().startsWith(u"C.3.i (retired)  "_s));
}

TEST_F(TaxonomyEditorTest, MoveGivesTheSubtreeNewCodesUnderAnotherType)
{
    auto *editor = openEditor();
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3"_s));
    child<QTabWidget>(u"editorTabs"_s)->setCurrentIndex(2);
    ASSERT_TRUE(choose(u"moveTargets"_s, u"A"_s));
    const QString preview = child<QLabel>(u"movePreview"_s)->text();
    const auto match
        = QRegularExpression(u"C\\.3 → (A\\.\\d+), C\\.3\\.i → (A\\.\\d+\\.i),"_s).match(preview);
    ASSERT_TRUE(match.hasMatch()) << preview.toStdString();
    const QString moved = match.captured(1);
    EXPECT_EQ(match.captured(2), moved + u".i"_s);
    click(u"moveButton"_s);

    ASSERT_EQ(dialogs->confirmations, QStringList {preview});
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_EQ(labelOf(u"alpha"_s, 1, 1), moved);
    EXPECT_EQ(labelOf(u"alpha"_s, 3, 2), moved + u".i"_s);
    EXPECT_EQ(labelOf(u"alpha"_s, 2, 2), moved + u".ii"_s);
    EXPECT_TRUE(isRetired(u"C.3"_s));
    EXPECT_TRUE(isRetired(u"C.3.ii"_s));
    auto *tree = child<QTreeView>(u"taxonomyEditorTree"_s);
    EXPECT_EQ(tree->currentIndex().data(TaxonomyModel::CodeRole).toString(), moved)
        << "the moved node, where it is now";
    EXPECT_EQ(tree->model()->rowCount(tree->currentIndex()), 3);
    EXPECT_FALSE(rowOf(tree, u"C.3"_s).isValid());
    EXPECT_TRUE(child<QLabel>(u"changeResult"_s)->text().contains(moved + u".iii"_s));
}

TEST_F(TaxonomyEditorTest, RetireAndRestoreChangeWhatThePickerOffers)
{
    auto *editor = openEditor();
    ASSERT_NE(editor, nullptr);
    Workbench workbench(session.get()); // the picker of the same session
    auto *picker = workbench.picker()->findChild<QTreeView *>(u"taxonomyTree"_s);
    ASSERT_TRUE(rowOf(picker, u"C.3"_s).isValid());
    ASSERT_TRUE(rowOf(picker, u"C.3.ii"_s).isValid());

    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3"_s));
    auto *retire = child<QPushButton>(u"retireButton"_s);
    EXPECT_EQ(retire->text().remove(u'&'), u"Retire"_s);
    retire->click();
    EXPECT_TRUE(dialogs->errors.isEmpty()) << dialogs->errors.join(u'\n').toStdString();
    EXPECT_TRUE(isRetired(u"C.3"_s));
    EXPECT_FALSE(rowOf(picker, u"C.3"_s).isValid()) << "a retired node is offered no more";
    EXPECT_FALSE(rowOf(picker, u"C.3.ii"_s).isValid()) << "nor what is under it";
    EXPECT_TRUE(rowOf(picker, u"C.2"_s).isValid());
    // Its labels keep their code where labels are shown.
    EXPECT_EQ(workbench.taxonomyModel()
                  ->indexOfNodeId(project.node(u"C.3"_s))
                  .data(TaxonomyModel::CodeRole)
                  .toString(),
        u"C.3"_s);
    EXPECT_EQ(labelOf(u"alpha"_s, 1, 1), u"C.3"_s);

    auto *tree = child<QTreeView>(u"taxonomyEditorTree"_s);
    EXPECT_FALSE(rowOf(tree, u"C.3"_s).isValid());
    child<QCheckBox>(u"showRetiredBox"_s)->setChecked(true);
    const QModelIndex retired = rowOf(tree, u"C.3"_s);
    ASSERT_TRUE(retired.isValid());
    EXPECT_EQ(retired.data().toString(), u"C.3 (retired)  Distributed and Parallel Execution"_s);
    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3"_s));
    EXPECT_EQ(retire->text().remove(u'&'), u"Restore"_s);
    retire->click();
    EXPECT_FALSE(isRetired(u"C.3"_s));
    EXPECT_TRUE(rowOf(picker, u"C.3"_s).isValid()) << "restored, it is offered again";
    EXPECT_TRUE(rowOf(picker, u"C.3.ii"_s).isValid());
    EXPECT_FALSE(rowOf(tree, u"C.3"_s).data().toString().contains(u"retired"_s));
}

TEST_F(TaxonomyEditorTest, ShowsWhatCoreRefuses)
{
    auto *editor = openEditor();
    ASSERT_NE(editor, nullptr);
    const QString before = version();
    ASSERT_TRUE(choose(u"taxonomyEditorTree"_s, u"C.3"_s));
    child<QTabWidget>(u"editorTabs"_s)->setCurrentIndex(1);
    ASSERT_TRUE(choose(u"mergeTargets"_s, u"C.2"_s));
    click(u"mergeButton"_s);
    ASSERT_EQ(dialogs->errors.size(), 1);
    EXPECT_TRUE(dialogs->errors[0].contains(u"C.3 still has C.3.i under it"_s))
        << dialogs->errors[0].toStdString();
    EXPECT_TRUE(child<QLabel>(u"changeResult"_s)->text().contains(u"still has"_s));
    EXPECT_EQ(version(), before);
    EXPECT_EQ(labelOf(u"alpha"_s, 1, 1), u"C.3"_s);
}

TEST_F(TaxonomyEditorTest, OnlyTheLeadOutsideAPackageEditsTheTaxonomy)
{
    const auto lead = openSession(project.path(), leadId);
    EXPECT_TRUE(LeadWindow::canEditTaxonomy(lead.get()));
    const auto volunteer = openSession(project.path(), project.annotator(1));
    EXPECT_FALSE(LeadWindow::canEditTaxonomy(volunteer.get()));
    ASSERT_TRUE(project.store().setInfo(u"team.role"_s, u"volunteer"_s).ok());
    openWindow();
    EXPECT_FALSE(window->findChild<QAction *>(u"editTaxonomyAction"_s)->isEnabled())
        << "a volunteer's package offers no taxonomy editor";
    EXPECT_EQ(window->openTaxonomyEditor(), nullptr);
}

} // namespace
