// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace taxonomist::ui {

class ProjectSession;

// Edits a framework's filter keywords, one per line. Saving recomputes where the keywords occur
// in the framework's fetched issues, in one audited transaction, and tells the session.
class KeywordsDialog final : public QDialog
{
    Q_OBJECT

public:
    // The session's project must be open; `framework` is the one shown first.
    KeywordsDialog(ProjectSession *session, const QString &framework, QWidget *parent = nullptr);

    // Saves the shown list; false (with the reason shown) when it cannot.
    bool save();

private:
    void load();

    ProjectSession *m_session;
    QComboBox *m_framework;
    QPlainTextEdit *m_editor;
    QLabel *m_status;
    QString m_readOnlyReason; // empty: this copy may change the lists
};

} // namespace taxonomist::ui
