// SPDX-FileCopyrightText: 2026 The Taxonomist authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Links one layer of core on its own (see core/CMakeLists.txt): nothing here calls it, but every
// object of the layer is kept, so a symbol it needs from a higher layer fails the link.
int main()
{
    return 0;
}
