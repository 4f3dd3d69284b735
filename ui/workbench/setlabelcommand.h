#pragma once

#include "store/labelstore.h"

#include <QUndoCommand>

#include <functional>
#include <optional>

namespace taxonomist::core {
class ProjectStore;
}

namespace taxonomist::ui {

// One label change as an undoable step. Redo and undo each write to the project at once (and
// to its audit log); `applied` reports every write so the views can follow.
class SetLabelCommand final : public QUndoCommand
{
public:
    using Applied = std::function<void(qint64 issueId, const std::optional<core::Label> &label, const core::Status &status)>;

    SetLabelCommand(core::ProjectStore *store, qint64 issueId, qint64 annotatorId, QString actor,
                    std::optional<core::Label> before, std::optional<core::Label> after, Applied applied,
                    const QString &text);

    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<core::Label> &label);

    core::ProjectStore *m_store;
    qint64 m_issueId;
    qint64 m_annotatorId;
    QString m_actor;
    std::optional<core::Label> m_before;
    std::optional<core::Label> m_after;
    Applied m_applied;
};

} // namespace taxonomist::ui
