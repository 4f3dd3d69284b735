#include "setfinallabelscommand.h"

#include "store/projectstore.h"

using namespace Qt::StringLiterals;
using namespace taxonomist::core;

namespace taxonomist::ui {

Result<std::unique_ptr<SetFinalLabelsCommand>> SetFinalLabelsCommand::create(ProjectStore *store,
                                                                             QList<FinalLabelWrite> after,
                                                                             const QString &actor,
                                                                             const QString &context, Applied applied,
                                                                             const QString &text)
{
    QList<qint64> issueIds;
    for (const FinalLabelWrite &write : after)
        issueIds.append(write.issueId);
    auto current = FinalLabelStore::labels(*store, issueIds);
    if (!current)
        return current.error();
    QList<FinalLabelWrite> before;
    const QString now = ProjectStore::nowUtc();
    for (FinalLabelWrite &write : after) {
        const auto found = current->constFind(write.issueId);
        before.append({write.issueId, found == current->cend() ? std::nullopt : std::optional<FinalLabel>(*found)});
        if (write.label && write.label->decidedAt.isEmpty())
            write.label->decidedAt = now;
    }
    return std::unique_ptr<SetFinalLabelsCommand>(
        new SetFinalLabelsCommand(store, std::move(before), std::move(after), actor, context, std::move(applied), text));
}

SetFinalLabelsCommand::SetFinalLabelsCommand(ProjectStore *store, QList<FinalLabelWrite> before,
                                             QList<FinalLabelWrite> after, QString actor, QString context,
                                             Applied applied, const QString &text)
    : QUndoCommand(text)
    , m_store(store)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_actor(std::move(actor))
    , m_context(std::move(context))
    , m_applied(std::move(applied))
{
}

void SetFinalLabelsCommand::redo()
{
    apply(m_after, m_done ? u"redo"_s : m_context);
    m_done = true;
}

void SetFinalLabelsCommand::undo()
{
    apply(m_before, u"undo"_s);
}

void SetFinalLabelsCommand::apply(const QList<FinalLabelWrite> &writes, const QString &context)
{
    const Status status = FinalLabelStore::write(*m_store, writes, m_actor, context);
    // A write that failed must not stay on the stack pretending it happened.
    if (!status)
        setObsolete(true);
    m_applied(writes, status);
}

} // namespace taxonomist::ui
