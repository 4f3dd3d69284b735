// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "result.h"
#include "studydata.h"
#include "util/coretext.h"
#include "util/inputtext.h"
#include "yearfile.h"

#include <QByteArray>
#include <QHashFunctions>
#include <QStringList>

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace taxonomist::core {

// One framework's year files as the pairing needs them: for each line its year, and for each link
// the lines that list it, in order (the k-th CSV row of a URL takes its k-th listing). A link is
// held as two 64-bit hashes, not as text, so that memory stays at about 100 bytes a line however
// long the links are: the first finds a link's lines, the second, kept with the row that took a
// line, is checked against the line's text when the files are read again to write the lines out,
// so that two links sharing a first hash could never pair a row with a wrong line unnoticed.
class YearListings final
{
public:
    struct Listing
    {
        quint64 check = 0; // the second hash of the link of the row that took it
        qint64 issueId = 0; // 0: no row took it
        qint64 rowOrder = 0;
        int year = 0;
        int line = 0; // the CSV line of the row that took it
        int nextSame = -1; // the next listing of the same link
    };

    Status read(const StudyFramework &framework, QStringList &warnings)
    {
        const Status status = forEachLine(framework, [this](int year, const QByteArray &link) {
            const int index = int(m_listings.size());
            Listing listing;
            listing.year = year;
            m_listings.push_back(listing);
            Chain &chain = m_byLink[keyOf(link)];
            if (chain.first < 0) {
                chain.first = chain.unclaimed = index;
            } else {
                m_listings[chain.last].nextSame = index;
            }
            chain.last = index;
            return success();
        });
        if (!status)
            return status;
        if (m_notes.size() > 0)
            warnings += m_notes;
        return success();
    }

    // The first listing of `link` that no earlier row took, now taken by this row; -1 if none.
    int claim(QByteArrayView link, qint64 issueId, qint64 rowOrder, int line)
    {
        const quint64 key = keyOf(link);
        const auto found = m_byLink.find(key);
        if (found == m_byLink.end() || found->second.unclaimed < 0)
            return -1;
        Chain &chain = found->second;
        const int index = chain.unclaimed;
        Listing &listing = m_listings[index];
        listing.check = checkOf(link);
        listing.issueId = issueId;
        listing.rowOrder = rowOrder;
        listing.line = line;
        chain.unclaimed = listing.nextSame;
        // A second row of one link: the link is kept for the note (the first few thousand).
        if (++chain.claimed == 2 && m_duplicateLinks.size() < DuplicateLinksKept)
            m_duplicateLinks.emplace(key, link.toByteArray());
        return index;
    }

    const Listing &at(int index) const { return m_listings[index]; }

    // Reads the files again, line by line, and gives each line's year, position, link and the
    // issue that took it (0: none); an error if a line's link is not the one its row had.
    template<typename Visit>
    Status forEachListing(const StudyFramework &framework, Visit visit)
    {
        int index = 0;
        const Status status
            = forEachLine(framework, [&](int year, const QByteArray &link) -> Status {
                  if (index >= int(m_listings.size()))
                      return Error(CoreText::tr("the year files changed while they were imported"));
                  const Listing &listing = m_listings[index];
                  if (listing.issueId != 0 && listing.check != checkOf(link)) {
                      // forEachLine names the file and the line.
                      return Error(CoreText::tr(
                          "this line now lists %1, not the link of the row that took it: the year"
                          " files changed while they were imported")
                                       .arg(quotedForMessage(QString::fromUtf8(link))));
                  }
                  return visit(year, index++, link, listing.issueId);
              });
        if (status && index != int(m_listings.size()))
            return Error(CoreText::tr("the year files changed while they were imported"),
                {framework.csvPath, 0, 0});
        return status;
    }

    // Links more than one row took: the first row (its order and line), the link (when kept), the
    // rows' issues; by first row.
    struct Duplicate
    {
        qint64 firstRow = 0;
        int line = 0;
        QByteArray link;
        QList<qint64> issues;
    };
    std::vector<Duplicate> duplicates() const
    {
        std::vector<Duplicate> result;
        for (const auto &[key, chain] : m_byLink) {
            if (chain.claimed < 2)
                continue;
            Duplicate duplicate;
            duplicate.firstRow = -1;
            for (int i = chain.first; i >= 0; i = m_listings[i].nextSame) {
                const Listing &listing = m_listings[i];
                if (listing.issueId == 0)
                    continue;
                duplicate.issues.append(listing.issueId);
                if (duplicate.firstRow < 0 || listing.rowOrder < duplicate.firstRow) {
                    duplicate.firstRow = listing.rowOrder;
                    duplicate.line = listing.line;
                }
            }
            const auto link = m_duplicateLinks.find(key);
            if (link != m_duplicateLinks.end())
                duplicate.link = link->second;
            result.push_back(std::move(duplicate));
        }
        std::sort(result.begin(), result.end(),
            [](const Duplicate &a, const Duplicate &b) { return a.firstRow < b.firstRow; });
        return result;
    }

private:
    // Links of duplicated rows kept for the notes, which stop at StudyData::MaxWarnings anyway.
    static constexpr std::size_t DuplicateLinksKept = 4 * StudyData::MaxWarnings;

    struct Chain
    {
        int first = -1;
        int last = -1;
        int unclaimed = -1;
        int claimed = 0;
    };

    static quint64 keyOf(QByteArrayView link) { return qHash(link, 0x7a3d1c5bu); }
    static quint64 checkOf(QByteArrayView link) { return qHash(link, 0x2f9e4b87u); }

    template<typename Visit>
    Status forEachLine(const StudyFramework &framework, Visit visit)
    {
        m_notes.clear();
        QByteArray url;
        for (qsizetype y = 0; y < framework.years.size(); ++y) {
            auto file = YearFile::open(framework.yearFiles[y]);
            if (!file)
                return file.error();
            for (;;) {
                auto more = (*file)->next(url);
                if (!more)
                    return more.error();
                if (!*more)
                    break;
                if (auto status = visit(framework.years[y], url); !status) {
                    const Error error = status.error();
                    return error.where().file.isEmpty()
                        ? Error(error.what(), {framework.yearFiles[y], (*file)->line(), 1})
                        : error;
                }
            }
            if (const QString note = (*file)->note(); !note.isEmpty())
                m_notes.append(note);
        }
        return success();
    }

    std::vector<Listing> m_listings;
    std::unordered_map<quint64, Chain> m_byLink;
    std::unordered_map<quint64, QByteArray> m_duplicateLinks;
    QStringList m_notes;
};

} // namespace taxonomist::core
