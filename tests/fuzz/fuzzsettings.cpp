// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fuzzsettings.h"

#include <QString>

#include <cstdio>

namespace taxonomist::test::fuzz {

namespace {

constexpr std::uint64_t DefaultSeed = 20240917;
constexpr int DefaultIterations = 100000;

} // namespace

std::uint64_t seed()
{
    bool ok = false;
    const qulonglong value = qEnvironmentVariable("TAXONOMIST_FUZZ_SEED").toULongLong(&ok);
    return ok ? value : DefaultSeed;
}

int iterations()
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue("TAXONOMIST_FUZZ_ITERATIONS", &ok);
    return ok && value > 0 ? value : DefaultIterations;
}

std::string describeRun(int inputs)
{
    return "seed " + std::to_string(seed()) + " (TAXONOMIST_FUZZ_SEED), " + std::to_string(inputs)
        + " inputs (TAXONOMIST_FUZZ_ITERATIONS=" + std::to_string(iterations()) + ")";
}

std::string printable(const QByteArray &input, qsizetype limit)
{
    std::string out;
    for (qsizetype i = 0; i < input.size() && i < limit; ++i) {
        const auto c = static_cast<unsigned char>(input[i]);
        if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c >= 0x20 && c < 0x7F)
            out += static_cast<char>(c);
        else {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02X", c);
            out += hex;
        }
    }
    if (input.size() > limit)
        out += "... (" + std::to_string(input.size()) + " bytes)";
    return out;
}

bool isValidUtf8(const QByteArray &data)
{
    const QByteArray body = data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
    return QString::fromUtf8(data).toUtf8() == body;
}

} // namespace taxonomist::test::fuzz
