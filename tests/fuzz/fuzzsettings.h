// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// How many inputs a fuzz test generates and from which seed: fixed by default, so a run is
// reproducible, and overridable from the environment to explore further or replay a failure
// (TAXONOMIST_FUZZ_SEED, TAXONOMIST_FUZZ_ITERATIONS).

#include <QByteArray>

#include <cstdint>
#include <string>

namespace taxonomist::test::fuzz {

std::uint64_t seed();
int iterations();

// "seed 20240917 (TAXONOMIST_FUZZ_SEED), 100000 inputs (TAXONOMIST_FUZZ_ITERATIONS)", printed
// by every fuzz test so a failure in CI can be replayed.
std::string describeRun(int inputs);

// An input as C-escaped text, cut to a readable length, for failure messages.
std::string printable(const QByteArray &input, qsizetype limit = 400);

// Whether data is well-formed UTF-8, by an oracle independent of core/study/utf8: Qt replaces
// every malformed sequence (and drops a leading byte-order mark, which is allowed).
bool isValidUtf8(const QByteArray &data);

} // namespace taxonomist::test::fuzz
