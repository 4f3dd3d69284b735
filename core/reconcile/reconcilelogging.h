#pragma once

#include <QLoggingCategory>

namespace taxonomist::core {

// Reconciliation, taxonomy evolution and rounds log here ("taxonomist.reconcile").
Q_DECLARE_LOGGING_CATEGORY(lcReconcile)

} // namespace taxonomist::core
