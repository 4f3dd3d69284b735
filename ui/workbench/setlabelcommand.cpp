#include "setlabelcommand.h"

namespace taxonomist::ui {

SetLabelCommand::SetLabelCommand(core::ProjectStore *store, qint64 issueId, qint64 annotatorId, QString actor,
                                 std::optional<core::Label> before, std::optional<core::Label> after, Applied applied,
                                 const QString &text)
    : QUndoCommand(text)
    , m_store(store)
    , m_issueId(issueId)
    , m_annotatorId(annotatorId)
    , m_actor(std::move(actor))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_applied(std::move(applied))
{
}

void SetLabelCommand::redo()
{
    apply(m_after);
}

void SetLabelCommand::undo()
{
    apply(m_before);
}

void SetLabelCommand::apply(const std::optional<core::Label> &label)
{
    const core::Status status = core::LabelStore::setLabel(*m_store, m_issueId, m_annotatorId, label, m_actor);
    // A write that failed must not stay on the stack pretending it happened.
    if (!status)
        setObsolete(true);
    m_applied(m_issueId, label, status);
}

} // namespace taxonomist::ui
