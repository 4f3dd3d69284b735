#include "reconcilelogging.h"

namespace taxonomist::core {

Q_LOGGING_CATEGORY(lcReconcile, "taxonomist.reconcile", QtInfoMsg)

} // namespace taxonomist::core
