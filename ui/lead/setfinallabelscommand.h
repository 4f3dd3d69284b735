#pragma once

#include "reconcile/finallabelstore.h"
#include "result.h"

#include <QUndoCommand>

#include <functional>
#include <memory>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// One reconciliation step as an undoable command: a single decision, "Apply rules" or "accept
// the majority for the filtered set". It keeps the labels it replaced exactly as they were
// (method, decider, note and time), so undo restores the previous final labels row for row.
// Every redo and undo is one transaction in the project and its audit log.
class SetFinalLabelsCommand final : public QUndoCommand
{
public:
    using Applied = std::function<void(const QList<core::FinalLabelWrite> &written, const core::Status &status)>;

    // Reads the current final labels of the issues in `after` and stamps the new ones with one
    // time, so a redo after an undo writes the same rows again.
    static core::Result<std::unique_ptr<SetFinalLabelsCommand>> create(core::ProjectStore *store,
                                                                       QList<core::FinalLabelWrite> after,
                                                                       const QString &actor, const QString &context,
                                                                       Applied applied, const QString &text);

    void redo() override;
    void undo() override;
    int size() const { return static_cast<int>(m_after.size()); }

private:
    SetFinalLabelsCommand(core::ProjectStore *store, QList<core::FinalLabelWrite> before,
                          QList<core::FinalLabelWrite> after, QString actor, QString context, Applied applied,
                          const QString &text);
    void apply(const QList<core::FinalLabelWrite> &writes, const QString &context);

    core::ProjectStore *m_store;
    QList<core::FinalLabelWrite> m_before;
    QList<core::FinalLabelWrite> m_after;
    QString m_actor;
    QString m_context;
    Applied m_applied;
    bool m_done = false;
};

} // namespace taxonomist::ui
