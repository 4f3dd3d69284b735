// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "uuidminter.h"

#include <QDateTime>

#include <array>

namespace taxonomist::core {

UuidMinter::UuidMinter()
{
    std::array<quint32, 8> seed;
    QRandomGenerator::system()->fillRange(seed.data(), seed.size());
    m_random = QRandomGenerator64(seed.data(), qsizetype(seed.size()));
    m_milliseconds = quint64(QDateTime::currentMSecsSinceEpoch()) & ((quint64(1) << 48) - 1);
    m_high = m_random.generate64() & 0x7ff; // 11 of rand_a's 12 bits: the counter cannot wrap
    m_low = m_random.generate64() & LowMask;
}

UuidMinter::UuidMinter(qint64 milliseconds, quint64 counterHigh, quint64 counterLow, quint32 seed)
    : m_random(seed)
    , m_milliseconds(quint64(milliseconds) & ((quint64(1) << 48) - 1))
    , m_high(counterHigh & 0x7ff)
    , m_low(counterLow & LowMask)
{ }

void UuidMinter::write(char *out)
{
    m_low += 1 + (m_random.generate64() & 0xfffff);
    if (m_low > LowMask) {
        m_low &= LowMask;
        ++m_high;
    }
    std::array<unsigned char, 16> bytes;
    for (int i = 0; i < 6; ++i)
        bytes[std::size_t(i)] = static_cast<unsigned char>(m_milliseconds >> (40 - 8 * i));
    bytes[6] = static_cast<unsigned char>(0x70 | (m_high >> 8)); // version 7, then rand_a
    bytes[7] = static_cast<unsigned char>(m_high);
    bytes[8] = static_cast<unsigned char>(0x80 | (m_low >> 56)); // the RFC's variant, then rand_b
    for (int i = 9; i < 16; ++i)
        bytes[std::size_t(i)] = static_cast<unsigned char>(m_low >> (8 * (15 - i)));
    static constexpr char hex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            *out++ = '-';
        *out++ = hex[bytes[i] >> 4];
        *out++ = hex[bytes[i] & 0x0f];
    }
}

} // namespace taxonomist::core
