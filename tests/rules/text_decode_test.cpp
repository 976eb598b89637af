// Records as their players' programs save them: UTF-8 sources written here, turned into
// Shift_JIS, EUC-JP, GB18030 and Big5 with iconv, must read back to the same UTF-8; a byte an
// encoding cannot read is one error naming the file, the line and the encoding.
#include <gtest/gtest.h>
#include <iconv.h>

#include "common/input_error.h"
#include "common/text_decode.h"

namespace {

// `utf8` in `encoding`, made with the C library's iconv.
std::string encode(const std::string& utf8, const char* encoding) {
  iconv_t cd = iconv_open(encoding, "UTF-8");
  EXPECT_NE(cd, reinterpret_cast<iconv_t>(-1)) << encoding;  // NOLINT(performance-no-int-to-ptr): iconv's failure
  std::string in = utf8, out(utf8.size() * 4 + 16, '\0');
  char *src = in.data(), *dst = out.data();
  size_t left = in.size(), room = out.size();
  EXPECT_NE(iconv(cd, &src, &left, &dst, &room), static_cast<size_t>(-1)) << encoding;
  iconv_close(cd);
  out.resize(out.size() - room);
  return out;
}

std::string error_of(const std::string& bytes, const std::string& path) {
  try {
    pp::record_text(bytes, path);
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}

const std::string kKif = "先手：先手 太郎\n後手：後手 花子\n手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n";
const std::string kCsa = "V2.2\nN+先手 太郎\nN-後手 花子\nPI\n+\n+7776FU\n'* 角道を開ける\n-3334FU\n%TORYO\n";

TEST(TextDecode, ShiftJisAndEucJpShogiRecords) {
  const std::string sjis = encode(kKif, "CP932");
  ASSERT_NE(sjis, kKif);
  EXPECT_EQ(pp::record_text(sjis, "game.kif"), kKif);
  EXPECT_EQ(pp::record_text(encode(kKif, "EUC-JP"), "game.kif"), kKif);
  EXPECT_EQ(pp::record_text(encode(kCsa, "CP932"), "game.csa"), kCsa);
  EXPECT_EQ(pp::record_text(encode(kCsa, "EUC-JP"), "game.csa"), kCsa);
  // Told by the text where the extension says nothing.
  EXPECT_EQ(pp::record_text(encode(kCsa, "CP932"), "game.txt"), kCsa);
  EXPECT_EQ(pp::record_text(encode(kKif, "EUC-JP"), "game"), kKif);
  // UTF-8 as it is, with or without its byte-order mark.
  EXPECT_EQ(pp::record_text(kKif, "game.kif"), kKif);
  EXPECT_EQ(pp::record_text("\xEF\xBB\xBF" + kCsa, "game.csa"), kCsa);
}

TEST(TextDecode, TheRecordsOwnEncodingLineAndExtensionDecide) {
  const std::string declared = "#KIF version=2.0 encoding=Shift_JIS\n" + kKif;
  EXPECT_EQ(pp::record_text(encode(declared, "CP932"), "game.kifu"), declared);
  const std::string euc = "'CSA encoding=EUC-JP\nV3.0\n" + kCsa.substr(5);
  EXPECT_EQ(pp::record_text(encode(euc, "EUC-JP"), "game.csa"), euc);
  // .kifu is UTF-8: Shift_JIS bytes there are broken UTF-8, left for the UTF-8 check to name.
  const std::string sjis = encode(kKif, "CP932");
  EXPECT_EQ(pp::record_text(sjis, "game.kifu"), sjis);
  // A declaration the bytes do not bear out, as a file converted by another program keeps it:
  // the bytes decide.
  const std::string kept = "#KIF version=2.0 encoding=UTF-8\n" + kKif;
  EXPECT_EQ(pp::record_text(encode(kept, "CP932"), "game.kif"), kept);
  const std::string converted = "#KIF version=2.0 encoding=Shift_JIS\n" + kKif + "*\xe2\x80\xa2\n";  // • is no CP932
  EXPECT_EQ(pp::record_text(converted, "game.kif"), converted);
  EXPECT_EQ(error_of("#KIF version=2.0 encoding=KOI8-R\n", "game.kif"),
            "game.kif:1:27: declares the encoding 'KOI8-R', not one pawnprint reads (UTF-8, Shift_JIS, EUC-JP, "
            "GB18030, GBK, Big5)");
}

TEST(TextDecode, AByteNoEncodingReadsIsOneLineWithItsLine) {
  // 0xFF is no byte of Shift_JIS; EUC-JP fails on the Shift_JIS before it.
  const std::string bad = encode(kCsa, "CP932") + "'\xff\n";
  EXPECT_EQ(error_of(bad, "game.csa"), "game.csa:10: is not Shift_JIS (CP932) text: it cannot read byte 0xff");
  EXPECT_EQ(error_of("'CSA encoding=EUC-JP\nV3.0\n'\x8a\x8a\n", "game.csa"),
            "game.csa:3: is not EUC-JP text: it cannot read byte 0x8a");
}

TEST(TextDecode, XiangqiRecordsInGbAndBig5) {
  const std::string simplified =
      "[Game \"Chinese Chess\"]\n[Format \"Chinese\"]\n1. 炮二平五 马８进７ 2. 马二进三 车９平８\n";
  const std::string traditional = "[Game \"Chinese Chess\"]\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８\n";
  EXPECT_EQ(pp::record_text(encode(simplified, "GB18030"), "game.pgn"), simplified);
  EXPECT_EQ(pp::record_text(encode(simplified, "GBK"), "game.wxf"), simplified);
  EXPECT_EQ(pp::record_text(encode(traditional, "BIG5"), "game.pgn"), traditional);
  EXPECT_EQ(pp::chinese_text(encode("炮二平五 马8进7", "GB18030"), "t"), "炮二平五 马8进7");
  // A chess PGN in Latin-1 is not taken for Chinese: it stays for the UTF-8 check to refuse.
  const std::string latin = "[White \"M\xfcller\"]\n1. e4 *\n";
  EXPECT_EQ(pp::record_text(latin, "game.pgn"), latin);
}

TEST(TextDecode, ByteOrderMarkOnly) {
  EXPECT_EQ(pp::without_bom("\xEF\xBB\xBFname: chess\n"), "name: chess\n");
  EXPECT_EQ(pp::without_bom("name: chess\n"), "name: chess\n");
}

}  // namespace
