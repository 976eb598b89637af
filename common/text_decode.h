#pragma once
// Text as players' programs save it, made UTF-8 where a file is read and before any reader
// sees it: a UTF-8 byte-order mark dropped (records, YAML and ini files alike); Shogi records
// in Shift_JIS (CP932, their formats' default) or EUC-JP (older CSA logs); Xiangqi records in
// GB18030 (GBK, GB2312) or Big5. Conversion is the C library's iconv, strict: a byte the
// encoding does not read is an InputError naming the file, the line and the encoding.
#include <string>
#include <string_view>

namespace pp {

// `bytes` without a UTF-8 byte-order mark at its start.
std::string_view without_bom(std::string_view bytes);

// `bytes` in `encoding` (an iconv name: "CP932", "EUC-JP", "GB18030", "BIG5") as UTF-8.
// Throws InputError at `name`:line for the first byte it cannot read.
std::string decode_as(std::string_view bytes, const std::string& encoding, const std::string& name);

// The encoding a record declares on one of its first lines (KIF's `#KIF version=2.0
// encoding=UTF-8`, CSA's `'CSA encoding=SHIFT_JIS` or `'encoding=EUC-JP`) as an iconv name;
// "" when none does. An encoding pawnprint does not read throws InputError at `name`:line.
std::string declared_encoding(std::string_view bytes, const std::string& name);

// A Shogi record that is not UTF-8: EUC-JP where the bytes read as EUC-JP, else Shift_JIS.
std::string japanese_text(std::string_view bytes, const std::string& name);

// A Xiangqi record that is not UTF-8: GB18030 or Big5, whichever reads and holds more of the
// words Xiangqi records are written in (ties: GB18030). Throws naming GB18030 where neither reads.
std::string chinese_text(std::string_view bytes, const std::string& name);

// How many of the characters Xiangqi records are made of (pieces, moves, numerals, in
// simplified and traditional forms) `text` holds: above 0, it is likely Chinese text.
int xiangqi_words(std::string_view text);

// The text of a game record file at `path` as UTF-8: a byte-order mark or a declared encoding
// first; UTF-8 for `.kifu` and `.ki2u`; bytes that are valid UTF-8 as they are; else Shogi's
// encodings for `.kif`, `.ki2` and `.csa` (or bytes that look like one), Xiangqi's for `.wxf`,
// `.ucci`, `.iccs` and text that names Xiangqi. Anything else comes back as it is, for
// check_text_bytes to refuse.
std::string record_text(std::string_view raw, const std::string& path);

}  // namespace pp
